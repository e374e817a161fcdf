// What a registration or candidate payment body says about the card, checked against what the
// gateway takes: the card itself (sandbox), a token made in the browser (Mercado Pago), or none
// (the Pix API). Field errors use the body's own paths so the page can show them in place.
import { CARD_INCOMPLETE_MESSAGE, normalizeExpiry, validateCard } from '../../domain/card.ts';
import type { CardDataInput, CardTokenizationConfig } from '../../domain/contracts/public-event.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import type { CardDetails, CardToken, PaymentGateway } from './payment-gateway.ts';

export const CARD_DATA_REFUSED_MESSAGE =
  'Os dados do cartão não podem ser enviados a este site: o cartão é registrado pelo Mercado Pago. Recarregue a página e tente novamente.';
export const CARDS_NOT_ACCEPTED_MESSAGE = 'Este evento recebe somente por PIX.';

export interface CardInput {
  card_data?: CardDataInput | null;
  card_token?: string | null;
  payment_method_id?: string | null;
  issuer_id?: string | null;
}

export type CardMode = 'number' | 'token' | 'none';

export function cardModeOf(gateway: Pick<PaymentGateway, 'acceptsCards' | 'cardTokenization'>): CardMode {
  if (!gateway.acceptsCards) return 'none';
  return gateway.cardTokenization ? 'token' : 'number';
}

/**
 * The card to charge, or null with `errors` filled (keys under `prefix`, e.g. "comprador.").
 * `methodKey` is where a "cards not accepted" error goes.
 */
export function readCardSource(
  input: CardInput | null | undefined,
  mode: CardMode,
  now: Date,
  errors: FieldErrors,
  keys: { prefix: string; methodKey: string },
): CardDetails | CardToken | null {
  if (mode === 'none') {
    errors[keys.methodKey] = [CARDS_NOT_ACCEPTED_MESSAGE];
    return null;
  }
  if (mode === 'token') {
    if (input?.card_data) {
      errors[`${keys.prefix}card_data`] = [CARD_DATA_REFUSED_MESSAGE];
      return null;
    }
    if (!input?.card_token || !input.payment_method_id) {
      errors[`${keys.prefix}card_token`] = [CARD_INCOMPLETE_MESSAGE];
      return null;
    }
    return {
      token: input.card_token,
      paymentMethodId: input.payment_method_id,
      issuerId: input.issuer_id ?? null,
    };
  }
  const data = input?.card_data;
  const message = data
    ? validateCard({ numero: data.number, validade: data.expiry, cvv: data.cvv, nome: data.name }, now)
    : CARD_INCOMPLETE_MESSAGE;
  if (message || !data) {
    errors[`${keys.prefix}card_data`] = [message ?? CARD_INCOMPLETE_MESSAGE];
    return null;
  }
  return {
    number: data.number.replace(/\D/g, ''),
    // The gateway gets MM/YYYY whichever way the buyer typed it ("12/28" as printed on the card).
    expiry: normalizeExpiry(data.expiry) ?? data.expiry.trim(),
    cvv: data.cvv.trim(),
    holderName: data.name.trim(),
  };
}

/** What the buyer's page needs to tokenise a card, in the API's words; null when it sends the card. */
export function publicCardTokenization(
  gateway: Pick<PaymentGateway, 'cardTokenization'>,
): CardTokenizationConfig | null {
  const config = gateway.cardTokenization;
  return config
    ? { provedor: config.provider, chave_publica: config.publicKey, sdk_url: config.sdkUrl }
    : null;
}
