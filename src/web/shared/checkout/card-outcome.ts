// What a card payment tells the buyer, without React or the gateway's code: the public page's first
// load carries this module, and the tokeniser (with the gateway's SDK loader) arrives only when a
// buyer actually pays by card (page-weight budget, docs/performance.md).
import type { CardInput } from '../../../domain/card.ts';
import type { CardTokenizationConfig } from '../../../domain/contracts/public-event.ts';
import { isApiError } from '../api/api-error.ts';
import { CARD_TOKEN_FAILED_MESSAGE, type TokenisedCard } from './card-token.ts';

export const TRY_ANOTHER_CARD = 'Tente outro cartão ou pague com PIX.';

export { CARD_TOKEN_FAILED_MESSAGE };

/** The gateway's reason when `error` is a declined card (payment_error), otherwise null. */
export function declinedCardReason(error: unknown): string | null {
  if (!isApiError(error) || error.errorType !== 'payment_error') return null;
  return error.message.trim() === '' ? 'Pagamento recusado.' : error.message;
}

/**
 * Tokenises the card with the gateway's JS, loading the tokeniser on first use. Every failure,
 * also a chunk that could not be fetched, is an Error whose message is for the buyer.
 */
export async function tokeniseCardOnDemand(
  config: CardTokenizationConfig,
  card: CardInput,
  payer: { documento: string },
): Promise<TokenisedCard> {
  let tokenizer: typeof import('./card-tokenizer.ts');
  try {
    tokenizer = await import('./card-tokenizer.ts');
  } catch {
    throw new Error(CARD_TOKEN_FAILED_MESSAGE);
  }
  return tokenizer.tokeniseCard(config, card, payer);
}
