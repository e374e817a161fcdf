import { z } from 'zod';
import { INSTITUTION_SEARCH_LIMIT } from '../../domain/event-form/event-form-contract.ts';
import type { OrganiserArea } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { searchInstitutions } from './institutions-service.ts';

const querySchema = z.object({
  q: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(INSTITUTION_SEARCH_LIMIT).default(INSTITUTION_SEARCH_LIMIT),
});

export function registerInstitutionRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.get('/api/instituicoes', { config: { permission: 'events.create' } }, async (request) => {
    const { q, limit } = parseInput(querySchema, request.query);
    const rows = await searchInstitutions(ctx, q, limit);
    return { success: true, data: rows.map((r) => ({ id: r.id, name: r.name, has_members: r.hasMembers })) };
  });
}
