// What a signed-in person may do in the organiser area, and which organisation role grants what
// (issue 21, ADR 0430). Every organiser route names the permission it needs (route config
// `permission`), and the one guard checks it against the member's role on the event's
// organisation (src/server/access/, ADR 0210). Shared with the browser, which hides what a role
// cannot do, and with the route sweep, which derives its expected answers from ROLE_PERMISSIONS.

export const ORGANISER_PERMISSIONS = [
  /** One's own session, profile and password: everyone signed in. */
  'account',
  /** Create events; search institutions and upload images for the event form. */
  'events.create',
  /** See an event: its name, dates and ticket types (the events list shows the events with it). */
  'event.read',
  /** The event's set-up, read only: the event form, registration form, coupons and settings. */
  'event.setup',
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
  /** The organisation itself: its name, document and contact, its members and invitations. */
  'organisation.manage',
] as const;

export type OrganiserPermission = (typeof ORGANISER_PERMISSIONS)[number];

export function isOrganiserPermission(value: unknown): value is OrganiserPermission {
  return typeof value === 'string' && (ORGANISER_PERMISSIONS as readonly string[]).includes(value);
}

/** The roles of an organisation's members; `proprietario` is the account that owns it. */
export const ORGANISATION_ROLES = ['proprietario', 'administrador', 'financeiro', 'check-in'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** The roles an owner gives by invitation (there is one owner, never invited). */
export const INVITABLE_ROLES = ['administrador', 'financeiro', 'check-in'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const ROLE_LABELS: Record<OrganisationRole, string> = {
  proprietario: 'Proprietário',
  administrador: 'Administrador',
  financeiro: 'Financeiro',
  'check-in': 'Check-in',
};

export const ROLE_DESCRIPTIONS: Record<OrganisationRole, string> = {
  proprietario: 'Tudo, inclusive a organização e a equipe.',
  administrador: 'Tudo nos eventos, menos a organização e a equipe.',
  financeiro: 'Resumo, participantes, relatórios e reembolsos; não edita eventos.',
  'check-in': 'Só o check-in dos eventos escolhidos.',
};

const ALL = ORGANISER_PERMISSIONS;

/** What each role may do. A check-in member holds these only on the events assigned to them. */
export const ROLE_PERMISSIONS: Record<OrganisationRole, ReadonlySet<OrganiserPermission>> = {
  proprietario: new Set(ALL),
  administrador: new Set(ALL.filter((p) => p !== 'organisation.manage')),
  // Money includes giving it back: refunds (and the cancellations that carry them, issue 20).
  financeiro: new Set([
    'account',
    'event.read',
    'event.setup',
    'sales.read',
    'participants.read',
    'sales.refund',
  ]),
  'check-in': new Set(['account', 'event.read', 'check_in']),
};

/** Roles whose grants hold only on the events assigned to the member (`eventos_ids`). */
export const EVENT_SCOPED_ROLES: ReadonlySet<OrganisationRole> = new Set(['check-in']);

/** Everything: an organisation's owner, and an account that has no organisation yet. */
export const OWNER_PERMISSIONS = ROLE_PERMISSIONS.proprietario;

const NONE: ReadonlySet<OrganiserPermission> = new Set();

/**
 * What a member of the event's organisation may do on that event: the role's permissions, or
 * nothing for an event-scoped role on an event not assigned to them.
 */
export function eventGrants(role: OrganisationRole, isAssigned: boolean): ReadonlySet<OrganiserPermission> {
  return EVENT_SCOPED_ROLES.has(role) && !isAssigned ? NONE : ROLE_PERMISSIONS[role];
}

/** Whether a role may do something on some event (the admin shows a tab or a link). */
export function roleCan(role: OrganisationRole, permission: OrganiserPermission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}
