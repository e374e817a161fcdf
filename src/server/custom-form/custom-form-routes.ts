// Formulário de Inscrição (spec organiser-dashboard §2, §7): load the form into the builder and save
// it. Ownership first: another organiser's event is a 404 whatever the body holds.
import type { FastifyInstance } from 'fastify';
import { saveFormBodySchema } from '../../domain/form-builder.ts';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { loadCustomForm, saveCustomForm } from './custom-form-service.ts';

export const FORM_SAVED_MESSAGE = 'Formulário salvo com sucesso.';

export function registerCustomFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx) };

  app.get('/api/eventos/:id/formulario-personalizado', guard, async (request) => {
    const event = await findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));
    return { success: true, data: { formFields: await loadCustomForm(ctx, event.id) } };
  });

  app.post('/api/eventos/:id/formulario-personalizado', guard, async (request) => {
    const organiserId = currentOrganiser(request).id;
    const event = await findOwnedEvent(ctx, organiserId, idParam(request));
    const body = parseInput(saveFormBodySchema, request.body);
    const data = await saveCustomForm(ctx, organiserId, event.id, body);
    return { success: true, message: FORM_SAVED_MESSAGE, data };
  });
}
