import { useRef, useState } from 'react';
import type { CardInput } from '../../../../domain/card.ts';
import type { PublicEvent, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { ERROR_MESSAGES } from '../../../../domain/errors.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import {
  CARD_TOKEN_FAILED_MESSAGE,
  declinedCardReason,
  tokeniseCardOnDemand,
} from '../../../shared/checkout/card-outcome.ts';
import type { TokenisedCard } from '../../../shared/checkout/card-token.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/notify/notify.tsx';
import { useCreateRegistration } from '../api/create-registration.ts';
import { createIdempotencyKey } from '../lib/idempotency-key.ts';
import { buildRegistrationBody, type SubmissionKind } from '../lib/registration-body.ts';
import {
  mapRegistrationFieldErrors,
  type RegistrationFieldErrors,
} from '../lib/registration-field-errors.ts';
import type { CheckoutState } from './checkout-reducer.ts';

/** Whether the server may not have seen the request: then a retry is the SAME attempt. */
function isRetryableFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

function notifyRegistered(result: RegistrationResult): void {
  if (result.status === 'pending' && result.pix)
    notifySuccess('Escaneie o QR Code para pagar.', 'PIX Gerado');
  else if (result.status === 'pending')
    notifyInfo('Aguardando a confirmação da operadora.', 'Processando Pagamento');
  else if (result.status === 'paid') notifySuccess('Seu pagamento foi aprovado.', 'Pagamento Confirmado');
  // A pre-registration is not an "inscrição realizada": its own screen says what it is (issue 11).
  else if (result.status !== 'awaiting_approval') notifySuccess('Inscrição realizada com sucesso!');
}

/**
 * Sends the registration with an Idempotency-Key per checkout attempt. The key is kept while
 * the same body is retried after a failure the server may not have processed (no reply, 5xx),
 * and replaced once the server answered or the buyer changed anything (docs/decisions/0032).
 */
export function useRegistrationSubmit({
  event,
  onCompleted,
  onFieldErrors,
  onCardDeclined,
}: {
  event: PublicEvent;
  onCompleted: (result: RegistrationResult) => void;
  onFieldErrors: (errors: RegistrationFieldErrors) => void;
  /** A declined card is told next to the card, not in a toast (issue 22). */
  onCardDeclined: (reason: string) => void;
}) {
  const mutation = useCreateRegistration(event.id);
  const attempt = useRef<{ key: string; fingerprint: string; token: TokenisedCard | null } | null>(null);
  const [tokenising, setTokenising] = useState(false);

  const submit = async (state: CheckoutState, kind: SubmissionKind, card: CardInput | null) => {
    const plain = buildRegistrationBody({ event, state, kind, card });
    const fingerprint = JSON.stringify(plain);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: createIdempotencyKey(), fingerprint, token: null };
    const current = attempt.current;
    // The gateway's JS turns the card into a token in this page; a retry of the same attempt reuses
    // it with the same Idempotency-Key, so the server replays the order instead of charging again.
    const tokenisation = event.tokenizacao_cartao;
    if (tokenisation && kind === 'paid' && state.paymentMethod === 'credit_card' && card && !current.token) {
      setTokenising(true);
      try {
        current.token = await tokeniseCardOnDemand(tokenisation, card, state.buyer);
      } catch (error) {
        notifyError(
          error instanceof Error ? error.message : CARD_TOKEN_FAILED_MESSAGE,
          'Cartão não validado',
        );
        return;
      } finally {
        setTokenising(false);
      }
    }
    const body = current.token
      ? buildRegistrationBody({ event, state, kind, card, cardToken: current.token })
      : plain;
    mutation.mutate(
      { body, idempotencyKey: current.key },
      {
        onSuccess: (result) => {
          attempt.current = null;
          notifyRegistered(result);
          onCompleted(result);
        },
        onError: (error) => {
          if (!isRetryableFailure(error)) attempt.current = null;
          if (isApiError(error) && error.fieldErrors) {
            const mapped = mapRegistrationFieldErrors(error.fieldErrors, body);
            onFieldErrors(mapped);
            notifyError([ERROR_MESSAGES.invalidData, ...mapped.other].join('\n'), error.title);
            return;
          }
          const declined = declinedCardReason(error);
          if (declined !== null) {
            onCardDeclined(declined);
            return;
          }
          notifyApiError(error);
        },
      },
    );
  };

  return { submit, isSubmitting: mutation.isPending || tokenising };
}
