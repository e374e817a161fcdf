// Configurações Avançadas (spec §7 settings saves): each section saves on its own.
import {
  checkoutMessageBody,
  generalSettingsBody,
  metaPixelBody,
  SETTINGS_MESSAGES,
} from '../../domain/contracts/event-settings.ts';
import { type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import {
  getEventSettings,
  saveCheckoutMessage,
  saveGeneralSettings,
  saveMetaPixel,
} from './event-settings-service.ts';

export function registerEventSettingsRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canEdit = { config: { permission: 'event.edit' } } as const;

  area.get('/api/eventos/:id/configuracoes', { config: { permission: 'event.setup' } }, async (request) => {
    return { success: true, data: await getEventSettings(ctx, ownedEvent(request)) };
  });

  area.post('/api/eventos/:id/configuracoes/gerais', canEdit, async (request) => {
    const body = parseInput(generalSettingsBody, request.body);
    const data = await saveGeneralSettings(ctx, ownedEvent(request), body);
    return { success: true, message: SETTINGS_MESSAGES.generalSaved, data };
  });

  area.post('/api/eventos/:id/configuracoes/meta-pixel', canEdit, async (request) => {
    const { metaPixelKey } = parseInput(metaPixelBody, request.body);
    const data = await saveMetaPixel(ctx, ownedEvent(request), metaPixelKey);
    const message = metaPixelKey ? SETTINGS_MESSAGES.pixelSaved : SETTINGS_MESSAGES.pixelRemoved;
    return { success: true, message, data };
  });

  area.post('/api/eventos/:id/configuracoes/mensagem-checkout', canEdit, async (request) => {
    const body = parseInput(checkoutMessageBody, request.body);
    const data = await saveCheckoutMessage(ctx, ownedEvent(request), body);
    return { success: true, message: SETTINGS_MESSAGES.checkoutSaved, data };
  });
}
