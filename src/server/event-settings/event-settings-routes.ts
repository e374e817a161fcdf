// Configurações Avançadas (spec §7 settings saves): each section saves on its own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutMessageBody,
  generalSettingsBody,
  metaPixelBody,
  SETTINGS_MESSAGES,
} from '../../domain/contracts/event-settings.ts';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import {
  getEventSettings,
  saveCheckoutMessage,
  saveGeneralSettings,
  saveMetaPixel,
} from './event-settings-service.ts';

export function registerEventSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx) };
  const ownedEvent = (request: FastifyRequest) =>
    findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));

  app.get('/api/eventos/:id/configuracoes', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, data: await getEventSettings(ctx, event) };
  });

  app.post('/api/eventos/:id/configuracoes/gerais', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(generalSettingsBody, request.body);
    const data = await saveGeneralSettings(ctx, event, body);
    return { success: true, message: SETTINGS_MESSAGES.generalSaved, data };
  });

  app.post('/api/eventos/:id/configuracoes/meta-pixel', guard, async (request) => {
    const event = await ownedEvent(request);
    const { metaPixelKey } = parseInput(metaPixelBody, request.body);
    const data = await saveMetaPixel(ctx, event, metaPixelKey);
    const message = metaPixelKey ? SETTINGS_MESSAGES.pixelSaved : SETTINGS_MESSAGES.pixelRemoved;
    return { success: true, message, data };
  });

  app.post('/api/eventos/:id/configuracoes/mensagem-checkout', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(checkoutMessageBody, request.body);
    const data = await saveCheckoutMessage(ctx, event, body);
    return { success: true, message: SETTINGS_MESSAGES.checkoutSaved, data };
  });
}
