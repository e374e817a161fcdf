// Tokenises a card in the browser with the gateway's own JS (Mercado Pago's SDK, or the simulator's
// stand-in): the number and CVV go from this page straight to the gateway, and our server receives
// only the token. The script is loaded on first use, i.e. on the payment step of a card payment,
// never on other pages.
import type { CardInput } from '../../../domain/card.ts';
import type { CardTokenizationConfig } from '../../../domain/contracts/public-event.ts';
import { CARD_TOKEN_FAILED_MESSAGE, type TokenisedCard } from './card-token.ts';

interface MercadoPagoInstance {
  createCardToken(data: Record<string, string>): Promise<{ id: string }>;
  getPaymentMethods(query: { bin: string }): Promise<{
    results: { id: string; issuer?: { id: number | string } }[];
  }>;
}

type MercadoPagoConstructor = new (publicKey: string, options?: { locale: string }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(CARD_TOKEN_FAILED_MESSAGE));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

export class CardTokenError extends Error {}

export async function tokeniseCard(
  config: CardTokenizationConfig,
  card: CardInput,
  payer: { documento: string },
): Promise<TokenisedCard> {
  await loadScript(config.sdk_url);
  const MercadoPago = window.MercadoPago;
  if (!MercadoPago) throw new CardTokenError(CARD_TOKEN_FAILED_MESSAGE);
  const mp = new MercadoPago(config.chave_publica, { locale: 'pt-BR' });
  const number = card.numero.replace(/\D/g, '');
  const [month = '', year = ''] = card.validade.split('/').map((part) => part.trim());
  const document = payer.documento.replace(/\D/g, '');
  try {
    const [methods, token] = await Promise.all([
      mp.getPaymentMethods({ bin: number.slice(0, 8) }),
      mp.createCardToken({
        cardNumber: number,
        cardholderName: card.nome.trim(),
        cardExpirationMonth: month,
        cardExpirationYear: year.length === 2 ? `20${year}` : year,
        securityCode: card.cvv.trim(),
        identificationType: document.length === 14 ? 'CNPJ' : 'CPF',
        identificationNumber: document,
      }),
    ]);
    const method = methods.results[0];
    if (!method || !token.id) throw new CardTokenError(CARD_TOKEN_FAILED_MESSAGE);
    return {
      card_token: token.id,
      payment_method_id: method.id,
      issuer_id: method.issuer?.id === undefined ? null : String(method.issuer.id),
    };
  } catch (error) {
    if (error instanceof CardTokenError) throw error;
    throw new CardTokenError(CARD_TOKEN_FAILED_MESSAGE);
  }
}
