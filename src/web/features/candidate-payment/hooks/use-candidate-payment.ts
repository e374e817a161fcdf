// The candidate page's payment state: who is included, the coupon, the open modal, and what the
// server answered. Prices shown here are a preview from the shared domain; the server recomputes.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { PAYER_MESSAGES } from '../../../../domain/buyer.ts';
import { computeCandidatePaymentTotals } from '../../../../domain/candidate-payment.ts';
import type { CandidateOrder } from '../../../../domain/contracts/candidate-order.ts';
import type { CandidatePaymentResult } from '../../../../domain/contracts/candidate-payment.ts';
import type { PaymentStatusResult } from '../../../../domain/contracts/public-event.ts';
import { parseMoney } from '../../../../domain/money.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  CARD_TOKEN_FAILED_MESSAGE,
  declinedCardReason,
  tokeniseCardOnDemand,
} from '../../../shared/checkout/card-outcome.ts';
import type { TokenisedCard } from '../../../shared/checkout/card-token.ts';
import { clearNotices, notify, notifyError, notifyWarning } from '../../../shared/notify/notify.tsx';
import { candidateOrderQueryKey } from '../api/get-candidate-order.ts';
import { usePayCandidates } from '../api/pay-candidates.ts';
import { useValidateCandidateCoupon } from '../api/validate-candidate-coupon.ts';
import type { PayerSubmission } from '../components/payer-modal.tsx';
import type { AppliedCoupon } from '../components/payment-summary.tsx';
import type { PaidCharge } from '../components/success-modal.tsx';

const UNKNOWN_PAYMENT_ERROR = 'Erro desconhecido ao processar pagamento';
const FIELD_ERRORS_MESSAGE = 'Dados inválidos. Verifique as informações e tente novamente.';

function notifyPaymentError(error: unknown) {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    if (isApiError(error) && error.status === 0) {
      notify('error', { title: 'Erro no Pagamento', message: error.message });
      return;
    }
    notify('error', {
      title: 'Erro Inesperado',
      message: 'Ocorreu um erro inesperado. Tente novamente ou entre em contato com o suporte.',
    });
    return;
  }
  const fieldMessages = Object.values(error.fieldErrors ?? {}).map((list) => list[0]);
  const message =
    fieldMessages.length > 0
      ? [FIELD_ERRORS_MESSAGE, ...new Set(fieldMessages)].join('\n')
      : error.message || UNKNOWN_PAYMENT_ERROR;
  notify('error', { title: 'Erro no Pagamento', message });
}

function paidCharge(result: CandidatePaymentResult | PaymentStatusResult, names: string[]): PaidCharge {
  return {
    orderPaymentId: result.order_payment_id,
    title: result.checkout_message.title,
    messageHtml: result.checkout_message.text,
    names,
  };
}

export function useCandidatePayment(hash: string, order: CandidateOrder | undefined) {
  const queryClient = useQueryClient();
  const pay = usePayCandidates();
  const validateCoupon = useValidateCandidateCoupon();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [payerOpen, setPayerOpen] = useState(false);
  const [pixPayment, setPixPayment] = useState<CandidatePaymentResult | null>(null);
  const [paid, setPaid] = useState<PaidCharge | null>(null);
  // A declined card stays explained in the payer modal, next to the card (issue 22).
  const [declinedReason, setDeclinedReason] = useState<string | null>(null);
  const [tokenising, setTokenising] = useState(false);

  const payable = useMemo(() => order?.participantes.filter((p) => p.status === 'selected') ?? [], [order]);
  // All selected participants start checked (spec §4).
  const included = useMemo(
    () => payable.filter((p) => (chosen === null ? true : chosen.has(p.id))),
    [payable, chosen],
  );
  const totals = useMemo(
    () =>
      computeCandidatePaymentTotals(
        included.map((p) => ({
          participantId: p.id,
          priceCents: parseMoney(p.amount) ?? 0,
          ticketTypeId: p.ticket_type.id,
        })),
        coupon && {
          discountType: coupon.type === 10 ? 'percentual' : 'valor',
          value: coupon.type === 10 ? coupon.value : Math.round(coupon.value * 100),
          ticketTypeIds: coupon.ticketTypeIds.length > 0 ? coupon.ticketTypeIds : null,
        },
      ),
    [included, coupon],
  );

  const toggle = (id: number, on: boolean) => {
    const next = new Set(included.map((p) => p.id));
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const applyCoupon = async (code: string): Promise<string | null> => {
    if (!order) return null;
    const { cupom } = await validateCoupon.mutateAsync({
      cupom_code: code,
      evento_id: order.evento.id,
      valor_total: totals.subtotalCents / 100,
      order_hash: hash,
      participantes_ids: included.map((p) => p.id),
    });
    setCoupon({
      code: cupom.code,
      type: cupom.type,
      value: cupom.value,
      ticketTypeIds: cupom.tipos_ingresso_ids,
    });
    return null;
  };

  const openPayer = () => {
    if (included.length === 0) {
      notifyWarning(PAYER_MESSAGES.noParticipantSelected, 'Atenção');
      return;
    }
    // The payer moves on: an earlier "choose someone" warning is stale and would cover the modal.
    clearNotices();
    setPayerOpen(true);
  };

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: candidateOrderQueryKey(hash) }),
    [queryClient, hash],
  );

  const submit = async (submission: PayerSubmission) => {
    setDeclinedReason(null);
    const names = included.map((p) => p.nome);
    // With Mercado Pago the card is tokenised here by its JS: only the token is sent to us.
    const tokenisation = order?.evento.tokenizacao_cartao ?? null;
    let token: TokenisedCard | null = null;
    if (tokenisation && submission.method === 'credit_card' && submission.card) {
      setTokenising(true);
      try {
        token = await tokeniseCardOnDemand(tokenisation, submission.card, submission.payer);
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
    pay.mutate(
      {
        order_hash: hash,
        participantes_ids: included.map((p) => p.id),
        codigo_desconto: coupon?.code ?? null,
        metodo_pagamento: {
          method: submission.method,
          installments: submission.installments,
          ...(token ?? {}),
          card_data:
            token === null && submission.card
              ? {
                  number: submission.card.numero.replace(/\s/g, ''),
                  expiry: submission.card.validade,
                  cvv: submission.card.cvv,
                  name: submission.card.nome,
                }
              : null,
        },
        comprador: submission.payer,
      },
      {
        onSuccess: (result) => {
          setPayerOpen(false);
          if (result.paid) {
            setPaid(paidCharge(result, names));
            setChosen(new Set());
            void refresh();
          } else if (result.pix) {
            setPixPayment(result);
          }
        },
        onError: (error) => {
          const declined = declinedCardReason(error);
          if (declined !== null) setDeclinedReason(declined);
          else notifyPaymentError(error);
        },
      },
    );
  };

  const onPixPaid = useCallback(
    (status: PaymentStatusResult) => {
      setPixPayment(null);
      setPaid(
        paidCharge(
          status,
          status.participants.map((p) => p.nome),
        ),
      );
      setChosen(new Set());
      void refresh();
    },
    [refresh],
  );

  return {
    payable,
    included,
    totals,
    coupon,
    toggle,
    applyCoupon,
    removeCoupon: () => setCoupon(null),
    validatingCoupon: validateCoupon.isPending,
    payerOpen,
    openPayer,
    closePayer: () => {
      setDeclinedReason(null);
      setPayerOpen(false);
    },
    declinedReason,
    clearDeclined: () => setDeclinedReason(null),
    submit,
    submitting: pay.isPending || tokenising,
    pixPayment,
    closePix: () => setPixPayment(null),
    onPixPaid,
    paid,
    closeSuccess: () => setPaid(null),
  };
}
