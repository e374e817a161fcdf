import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INSTITUTION_SEARCH_LIMIT } from '../../domain/event-form/event-form-contract.ts';
import { requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { searchInstitutions } from './institutions-service.ts';

const querySchema = z.object({
  q: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(INSTITUTION_SEARCH_LIMIT).default(INSTITUTION_SEARCH_LIMIT),
});

export function registerInstitutionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/instituicoes', { preHandler: requireOrganiser(ctx) }, async (request) => {
    const { q, limit } = parseInput(querySchema, request.query);
    const rows = await searchInstitutions(ctx, q, limit);
    return { success: true, data: rows.map((r) => ({ id: r.id, name: r.name, has_members: r.hasMembers })) };
  });
}
