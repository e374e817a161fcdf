// The organisation itself (issue 21): its name, CPF/CNPJ and contact, read by every member (with
// their own role and permissions, which the admin uses to hide what they cannot do) and changed
// by the owner.
import { eq } from 'drizzle-orm';
import type { Organisation, OrganisationInput } from '../../domain/contracts/organisation.ts';
import { EVENT_SCOPED_ROLES, ROLE_PERMISSIONS } from '../../domain/organiser-permissions.ts';
import { ensureOrganisation, type OrganisationAccess } from '../access/organisation-access.ts';
import type { AppContext } from '../context.ts';
import { organisations } from '../db/schema.ts';

/** The member's organisation; an account in none gets the one it owns from now on. */
export async function workingAccess(
  ctx: AppContext,
  organiserId: number,
  access: OrganisationAccess | null,
): Promise<OrganisationAccess> {
  return access ?? (await ensureOrganisation(ctx.db, organiserId));
}

export async function getOrganisation(ctx: AppContext, access: OrganisationAccess): Promise<Organisation> {
  const [row] = await ctx.db.select().from(organisations).where(eq(organisations.id, access.organisationId));
  if (!row) throw new Error(`organisation ${access.organisationId} vanished`);
  return {
    id: row.id,
    nome: row.name,
    documento: row.document,
    email_contato: row.contactEmail,
    telefone_contato: row.contactPhone,
    papel: access.role,
    permissoes: [...ROLE_PERMISSIONS[access.role]],
    eventos_ids: EVENT_SCOPED_ROLES.has(access.role) ? [...access.eventIds] : [],
  };
}

export async function updateOrganisation(
  ctx: AppContext,
  access: OrganisationAccess,
  input: OrganisationInput,
): Promise<Organisation> {
  await ctx.db
    .update(organisations)
    .set({
      name: input.nome,
      document: input.documento,
      contactEmail: input.email_contato,
      contactPhone: input.telefone_contato,
      updatedAt: new Date(),
    })
    .where(eq(organisations.id, access.organisationId));
  return getOrganisation(ctx, access);
}
