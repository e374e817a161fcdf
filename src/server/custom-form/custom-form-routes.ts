// Formulário de Inscrição (spec organiser-dashboard §2, §7): load the form into the builder and save
// it. The guard has loaded the event: another organiser's is a 404 whatever the body holds.
import { saveFormBodySchema } from '../../domain/form-builder.ts';
import { type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { loadCustomForm, saveCustomForm } from './custom-form-service.ts';

export const FORM_SAVED_MESSAGE = 'Formulário salvo com sucesso.';

export function registerCustomFormRoutes(area: OrganiserArea, ctx: AppContext): void {
  const url = '/api/eventos/:id/formulario-personalizado';

  area.get(url, { config: { permission: 'event.setup' } }, async (request) => {
    return { success: true, data: { formFields: await loadCustomForm(ctx, ownedEvent(request)) } };
  });

  area.post(url, { config: { permission: 'event.edit' } }, async (request) => {
    const body = parseInput(saveFormBodySchema, request.body);
    const data = await saveCustomForm(ctx, ownedEvent(request), body);
    return { success: true, message: FORM_SAVED_MESSAGE, data };
  });
}
