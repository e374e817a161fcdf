// What the card tokeniser hands back and says when it cannot, shared by the tokeniser (loaded on
// demand) and the checkout code that waits for it.

/** What replaces card_data in the request bodies. */
export interface TokenisedCard {
  card_token: string;
  payment_method_id: string;
  issuer_id: string | null;
}

export const CARD_TOKEN_FAILED_MESSAGE =
  'Não foi possível validar o cartão com a operadora. Confira os dados e tente novamente.';
