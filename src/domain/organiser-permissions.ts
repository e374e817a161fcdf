// What a signed-in person may do in the organiser area. Every organiser route names the one it
// needs (route config `permission`), and the one guard checks it (src/server/access/, ADR 0210).
// Today an event's owner holds them all; organisation members with roles (issue 21) will hold the
// subset of their role. Shared with the browser, which will hide what a role cannot do.

export const ORGANISER_PERMISSIONS = [
  /** One's own session, profile and password: everyone signed in. */
  'account',
  /** Create events; search institutions and upload images for the event form. */
  'events.create',
  /** See an event: its name, dates and ticket types (the events list shows the events with it). */
  'event.read',
  /** Change an event: the event form, the registration form, settings, coupons. */
  'event.edit',
  /** Money: the Resumo tab and the participant report. */
  'sales.read',
  /** Participant and candidate lists, details, histories, draws, recipients and communications. */
  'participants.read',
  /** Act on people: presence, communications, candidate actions, selection and exports; edit,
   * transfer, re-send e-mails and add courtesy or manual registrations. */
  'participants.write',
  /** Give money back: cancel places with a refund (issue 20). */
  'sales.refund',
  /** The door: check-in and the attendance counts. */
  'check_in',
] as const;

export type OrganiserPermission = (typeof ORGANISER_PERMISSIONS)[number];

/** An event's owner may do everything (issue 21 adds roles with fewer). */
export const OWNER_PERMISSIONS: ReadonlySet<OrganiserPermission> = new Set(ORGANISER_PERMISSIONS);

export function isOrganiserPermission(value: unknown): value is OrganiserPermission {
  return typeof value === 'string' && (ORGANISER_PERMISSIONS as readonly string[]).includes(value);
}
