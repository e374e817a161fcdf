// The organisation and its team (issue 21, ADR 0430): request bodies the server parses and the
// forms validate with, and the replies the admin reads. One definition, so the two cannot drift.
import { z } from 'zod';
import { INVALID_DOCUMENT_MESSAGE, isValidCpfOrCnpj, isValidPhone, normalizeDocument } from '../documents.ts';
import { INT4_MAX } from '../input-bounds.ts';
import {
  EVENT_SCOPED_ROLES,
  INVITABLE_ROLES,
  ORGANISATION_ROLES,
  ORGANISER_PERMISSIONS,
} from '../organiser-permissions.ts';
import { emailSchema, newPasswordSchema, organiserNameSchema } from './organiser-auth.ts';

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** PUT /api/organizacao */
export const organisationBody = z.object({
  nome: z
    .string({ error: 'Informe o nome da organização.' })
    .trim()
    .min(2, 'Informe o nome da organização.')
    .max(120, 'Nome longo demais.'),
  documento: optionalText(30, INVALID_DOCUMENT_MESSAGE)
    .refine((value) => value === null || isValidCpfOrCnpj(value), INVALID_DOCUMENT_MESSAGE)
    .transform((value) => (value === null ? null : normalizeDocument(value))),
  email_contato: z.union([z.literal('').transform(() => null), emailSchema, z.null()]).default(null),
  telefone_contato: optionalText(20, 'Telefone inválido.')
    .refine((value) => value === null || isValidPhone(value), 'Telefone inválido.')
    .transform((value) => (value === null ? null : value.replace(/\D/g, ''))),
});

export const organisationSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  documento: z.string().nullable(),
  email_contato: z.string().nullable(),
  telefone_contato: z.string().nullable(),
  /** The signed-in person's role, and what it lets them do (the admin hides the rest). */
  papel: z.enum(ORGANISATION_ROLES),
  permissoes: z.array(z.enum(ORGANISER_PERMISSIONS)),
  /** For an event-scoped role (check-in): the events assigned. */
  eventos_ids: z.array(z.number().int()),
});

export const CHECK_IN_NEEDS_EVENTS = 'Escolha pelo menos um evento para o check-in.';

const eventIds = z
  .array(
    z
      .number({ error: 'Evento inválido.' })
      .int('Evento inválido.')
      .positive('Evento inválido.')
      .max(INT4_MAX, 'Evento inválido.'),
    {
      error: 'Escolha os eventos.',
    },
  )
  .max(500, 'Eventos demais.')
  .default([]);

const role = z.enum(INVITABLE_ROLES, { error: 'Escolha o papel.' });

/** An event-scoped role needs its events; the others work on every event of the organisation. */
function withEvents<T extends { papel: (typeof INVITABLE_ROLES)[number]; eventos_ids: number[] }>(
  input: T,
  issues: z.RefinementCtx,
) {
  if (EVENT_SCOPED_ROLES.has(input.papel) && input.eventos_ids.length === 0)
    issues.addIssue({ code: 'custom', path: ['eventos_ids'], message: CHECK_IN_NEEDS_EVENTS });
}

/** POST /api/organizacao/membros: an invitation by e-mail. */
export const inviteMemberBody = z
  .object({ email: emailSchema, papel: role, eventos_ids: eventIds })
  .superRefine(withEvents);

/** PUT /api/organizacao/membros/{membroId} */
export const changeMemberBody = z.object({ papel: role, eventos_ids: eventIds }).superRefine(withEvents);

export const memberSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(ORGANISATION_ROLES),
  eventos_ids: z.array(z.number().int()),
  desde: z.string(),
});

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  papel: z.enum(INVITABLE_ROLES),
  eventos_ids: z.array(z.number().int()),
  expira_em: z.string(),
});

/** GET /api/organizacao/membros */
export const teamSchema = z.object({
  membros: z.array(memberSchema),
  convites: z.array(invitationSchema),
});

export const INVITATION_LINK_INVALID =
  'Este convite é inválido, já foi usado ou expirou. Peça um novo convite a quem o enviou.';

const invitationToken = z
  .string({ error: INVITATION_LINK_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, INVITATION_LINK_INVALID);

/** POST /api/organizacao/convites/consultar */
export const invitationLookupBody = z.object({ token: invitationToken });

export const invitationInfoSchema = z.object({
  organizacao: z.string(),
  papel: z.enum(INVITABLE_ROLES),
  email: z.string(),
  /** Whether the e-mail already has an account: then its password accepts, else a name and a new one. */
  conta_existente: z.boolean(),
});

/**
 * POST /api/organizacao/convites/aceitar: `password` is the account's own when the e-mail has one,
 * else the new account's, with `nome` (the password rules are checked with the e-mail on the server).
 */
export const acceptInvitationBody = z.object({
  token: invitationToken,
  nome: organiserNameSchema.optional(),
  password: newPasswordSchema,
});

export type OrganisationInput = z.infer<typeof organisationBody>;
export type OrganisationFormInput = z.input<typeof organisationBody>;
export type Organisation = z.infer<typeof organisationSchema>;
export type InviteMemberInput = z.infer<typeof inviteMemberBody>;
export type ChangeMemberInput = z.infer<typeof changeMemberBody>;
export type Member = z.infer<typeof memberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type Team = z.infer<typeof teamSchema>;
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
export type AcceptInvitationInput = z.infer<typeof acceptInvitationBody>;
