// Breadcrumbs inside the organiser area: each route declares its crumb in its `handle`
// (router.tsx), and the frame turns the matched routes into the trail
// "Meus eventos › {event name} › Editar". Plain data, so router.tsx stays free of admin code.

/** A fixed label, or the name of the event whose id is in the named path parameter. */
export type CrumbSpec = string | { eventParam: string };

export interface CrumbHandle {
  crumb: CrumbSpec;
}

export interface Crumb {
  label: string;
  /** Where the crumb leads; null for the current page (the last one). */
  to: string | null;
}

/** What the frame needs of a matched route (React Router's UIMatch has more). */
export interface CrumbMatch {
  pathname: string;
  params: Record<string, string | undefined>;
  handle: unknown;
}

function crumbSpecOf(handle: unknown): CrumbSpec | null {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return null;
  const crumb = (handle as { crumb: unknown }).crumb;
  if (typeof crumb === 'string') return crumb;
  if (typeof crumb === 'object' && crumb !== null && 'eventParam' in crumb) return crumb as CrumbSpec;
  return null;
}

/**
 * The trail for the matched routes. `eventName` answers the name of an event id (undefined while
 * unknown: loading, or not this organiser's).
 */
export function buildCrumbs(
  matches: readonly CrumbMatch[],
  eventName: (id: number) => string | undefined,
): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const spec = crumbSpecOf(match.handle);
    if (spec === null) continue;
    let label: string;
    if (typeof spec === 'string') label = spec;
    else {
      const raw = match.params[spec.eventParam] ?? '';
      const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
      label = (id !== null ? eventName(id) : undefined) ?? 'Evento';
    }
    // Index routes repeat their parent's pathname; the parent's crumb already stands for it.
    const pathname = match.pathname.replace(/\/$/, '');
    if (crumbs.at(-1)?.to === pathname) continue;
    crumbs.push({ label, to: pathname });
  }
  const last = crumbs.at(-1);
  if (last) last.to = null;
  return crumbs;
}
