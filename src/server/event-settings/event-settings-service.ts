// Configurações Avançadas of one event (spec §2, §3 Settings). The checkout reads these same
// columns (event-catalog.ts): unique e-mail, the installment maximum, the participants per order
// and the PIX hold time (ADR 0250, 0251), the hours before the event when the buyer's withdrawal
// closes (ADR 0420), the pixel for the public page and the message of the success screen and
// confirmation e-mail. Each save is one upsert of the event's settings row, so an event whose row
// is missing gets one. That upsert locks only the settings row (and takes FOR KEY SHARE on the
// event for the foreign key, which no writer of ADR 0040 conflicts with); withRetry (ADR 0144)
// runs it again on a deadlock or serialization failure. Settings changes are not audited: no
// settings history exists, and the buyer's rule applies as it stands when they withdraw.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_CHECKOUT_TITLE,
  type EventSettingsView,
  type GeneralSettingsBody,
  SETTINGS_MESSAGES,
} from '../../domain/contracts/event-settings.ts';
import { eventMaxInstallments } from '../../domain/installments.ts';
import { DEFAULT_WITHDRAWAL_LIMIT_HOURS } from '../../domain/order-lifecycle.ts';
import { participantsPerOrderCap, pixHoldMinutes } from '../../domain/order-limits.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { eventSettings } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';

type SettingsValues = Partial<Omit<typeof eventSettings.$inferInsert, 'eventId'>>;

export async function getEventSettings(ctx: AppContext, event: OwnedEvent): Promise<EventSettingsView> {
  const [row] = await ctx.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id));
  const matrix = Math.max(1, event.maxInstallmentsMatrix);
  return {
    emailUnico: row?.uniqueParticipantEmail ?? false,
    // What the checkout applies (event-catalog.ts maxInstallmentsOf): the platform default when the
    // event has no settings row, never above the matrix.
    parcelamentoMaximo: eventMaxInstallments(row?.maxInstallments, matrix),
    parcelamentoMaximoMatriz: matrix,
    limiteParticipantesPorPedido: participantsPerOrderCap(row?.maxParticipantsPerOrder),
    tempoReservaPix: pixHoldMinutes(row?.pixHoldMinutes),
    limiteCancelamentoHoras: row?.withdrawalLimitHours ?? DEFAULT_WITHDRAWAL_LIMIT_HOURS,
    metaPixelKey: row?.metaPixelId ?? null,
    mensagemCheckout: {
      titulo: row?.checkoutTitle ?? DEFAULT_CHECKOUT_TITLE,
      conteudo: row?.checkoutMessageHtml ?? '',
    },
  };
}

async function saveSettings(ctx: AppContext, event: OwnedEvent, values: SettingsValues): Promise<void> {
  await withRetry(
    () =>
      ctx.db
        .insert(eventSettings)
        .values({ eventId: event.id, ...values })
        .onConflictDoUpdate({ target: eventSettings.eventId, set: { ...values, updatedAt: new Date() } }),
    logRetries(ctx.log),
  );
}

export async function saveGeneralSettings(
  ctx: AppContext,
  event: OwnedEvent,
  body: GeneralSettingsBody,
): Promise<EventSettingsView> {
  const matrix = Math.max(1, event.maxInstallmentsMatrix);
  if (body.parcelamentoMaximo > matrix) {
    const message = SETTINGS_MESSAGES.installmentsRange(matrix);
    throw AppError.validation({ parcelamentoMaximo: [message] }, message);
  }
  await saveSettings(ctx, event, {
    uniqueParticipantEmail: body.emailUnico,
    maxInstallments: body.parcelamentoMaximo,
    ...(body.limiteParticipantesPorPedido === undefined
      ? {}
      : { maxParticipantsPerOrder: body.limiteParticipantesPorPedido }),
    ...(body.tempoReservaPix === undefined ? {} : { pixHoldMinutes: body.tempoReservaPix }),
    ...(body.limiteCancelamentoHoras === undefined
      ? {}
      : { withdrawalLimitHours: body.limiteCancelamentoHoras }),
  });
  return getEventSettings(ctx, event);
}

export async function saveMetaPixel(
  ctx: AppContext,
  event: OwnedEvent,
  pixelId: string | null,
): Promise<EventSettingsView> {
  await saveSettings(ctx, event, { metaPixelId: pixelId });
  return getEventSettings(ctx, event);
}

/** The rich text is sanitised on save (and again where it is shown), the same way as the description. */
export async function saveCheckoutMessage(
  ctx: AppContext,
  event: OwnedEvent,
  body: { titulo: string; conteudo: string },
): Promise<EventSettingsView> {
  await saveSettings(ctx, event, {
    checkoutTitle: body.titulo,
    checkoutMessageHtml: sanitizeRichText(body.conteudo),
  });
  return getEventSettings(ctx, event);
}
