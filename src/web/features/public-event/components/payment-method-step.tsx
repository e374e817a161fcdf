import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconLock, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { validateBuyer } from '../../../../domain/buyer.ts';
import {
  CARD_EXPIRY_INVALID_MESSAGE,
  CARD_INCOMPLETE_MESSAGE,
  type CardInput,
  validateCard,
} from '../../../../domain/card.ts';
import type { PaymentMethod, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { installmentOptions } from '../../../../domain/installments.ts';
import { withdrawalRuleSentence } from '../../../../domain/order-lifecycle.ts';
import { BuyerFields } from '../../../shared/checkout/buyer-fields.tsx';
import { CardDeclinedAlert } from '../../../shared/checkout/card-declined.tsx';
import { CardFields, EMPTY_CARD } from '../../../shared/checkout/card-fields.tsx';
import { PAYMENT_METHOD_LABELS } from '../../../shared/checkout/payment-method-labels.ts';
import { notifyWarning } from '../../../shared/notify/notify.tsx';
import type { BuyerData } from '../hooks/checkout-reducer.ts';
import { PendingOrderNotice } from './pending-order-notice.tsx';
import { StepNavigation } from './step-navigation.tsx';

/** Which card field a validateCard message belongs to, so it shows under that input. */
function cardFieldErrors(card: CardInput, message: string | null): Partial<Record<keyof CardInput, string>> {
  if (message === null) return {};
  if (message === CARD_INCOMPLETE_MESSAGE) {
    const keys = (Object.keys(card) as (keyof CardInput)[]).filter((key) => card[key].trim() === '');
    return Object.fromEntries(keys.map((key) => [key, 'Obrigatório']));
  }
  if (message === CARD_EXPIRY_INVALID_MESSAGE) return { validade: message };
  return message.includes('CVV') ? { cvv: message } : { numero: message };
}

/** Step 3 of spec §2 (EventoFormaPagamento): buyer data, PIX or card, installments. */
export function PaymentMethodStep({
  buyer,
  serverBuyerErrors,
  methods,
  method,
  installments,
  amountDueCents,
  maxInstallments,
  pixHoldMinutes,
  withdrawalLimitHours,
  submitting,
  pendingOrder,
  onResumePendingOrder,
  declinedReason,
  onCardEdited,
  firstParticipant = null,
  onBuyerChange,
  onMethodChange,
  onInstallmentsChange,
  onBack,
  onSubmit,
}: {
  buyer: BuyerData;
  serverBuyerErrors: Partial<Record<keyof BuyerData, string>>;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | null;
  installments: number;
  amountDueCents: number;
  maxInstallments: number;
  /** The event's PIX hold time (tempoReservaPix). */
  pixHoldMinutes: number;
  /** Hours before the event when the buyer's withdrawal closes (limite_cancelamento_horas). */
  withdrawalLimitHours: number;
  submitting: boolean;
  pendingOrder: RegistrationResult | null;
  onResumePendingOrder: () => void;
  /** Why the gateway refused the last card, shown under it; null when nothing was refused. */
  declinedReason: string | null;
  onCardEdited: () => void;
  /** Participant 1 as typed: the buyer is often that same person ("sou eu", issue 22). */
  firstParticipant?: { nome: string; email: string; cpf: string } | null;
  onBuyerChange: (field: keyof BuyerData, value: string) => void;
  onMethodChange: (method: PaymentMethod) => void;
  onInstallmentsChange: (installments: number) => void;
  onBack: () => void;
  onSubmit: (card: CardInput | null, installments: number) => void;
}) {
  // Card data lives only in this component's memory: never in the autosaved flow state.
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [showErrors, setShowErrors] = useState(false);
  // A pending order is paid for what it was created with, whatever the cart shows since.
  const chargeCents = pendingOrder?.valor_total_cents ?? amountDueCents;
  const options = installmentOptions(chargeCents, maxInstallments);
  const effectiveInstallments = Math.min(installments, options.length);
  const selected = method !== null && methods.includes(method) ? method : null;

  const buyerErrors = { ...serverBuyerErrors, ...(showErrors ? validateBuyer(buyer) : {}) };
  const cardMessage = selected === 'credit_card' ? validateCard(card, new Date()) : null;

  const submit = () => {
    // The order already exists: finishing with PIX reopens its PIX, whatever was edited since; a
    // card pays that same order instead (its PIX is cancelled, its places stay held).
    if (pendingOrder !== null && selected !== 'credit_card') {
      onResumePendingOrder();
      return;
    }
    setShowErrors(true);
    if (pendingOrder === null && Object.keys(validateBuyer(buyer)).length > 0) {
      notifyWarning('Revise os campos: nome completo, email e CPF/CNPJ.', 'Dados do Comprador');
      return;
    }
    if (selected === null) {
      notifyWarning('Escolha PIX ou Cartão de Crédito para continuar.', 'Forma de Pagamento');
      return;
    }
    if (selected === 'credit_card' && cardMessage !== null) {
      if (cardMessage === CARD_EXPIRY_INVALID_MESSAGE) {
        notifyWarning('Por favor, verifique a data de validade do cartão.', 'Data Inválida');
      } else {
        notifyWarning(cardMessage, 'Dados do Cartão');
      }
      return;
    }
    onSubmit(
      selected === 'credit_card' ? card : null,
      selected === 'credit_card' ? effectiveInstallments : 1,
    );
  };

  return (
    <form
      noValidate
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Title order={2}>Forma de Pagamento</Title>
        {pendingOrder && (
          <PendingOrderNotice
            order={pendingOrder}
            payingByCard={selected === 'credit_card'}
            onResume={onResumePendingOrder}
          />
        )}
        <Paper withBorder p="md" component="section" aria-label="Dados do comprador">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={3} size="h5">
              Dados do comprador
            </Title>
            {firstParticipant && firstParticipant.nome.trim() !== '' && (
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  onBuyerChange('name', firstParticipant.nome);
                  onBuyerChange('email', firstParticipant.email);
                  if (firstParticipant.cpf.trim() !== '') onBuyerChange('documento', firstParticipant.cpf);
                }}
              >
                Sou eu: usar os dados de {firstParticipant.nome.split(' ')[0]}
              </Button>
            )}
          </Group>
          <BuyerFields buyer={buyer} errors={buyerErrors} onChange={onBuyerChange} />
        </Paper>
        <Paper withBorder p="md" component="section" aria-label="Pagamento">
          <Radio.Group
            label="Como você quer pagar?"
            withAsterisk
            value={selected}
            onChange={(value) => onMethodChange(value as PaymentMethod)}
            error={showErrors && selected === null ? 'Selecione uma forma de pagamento' : undefined}
          >
            <Stack gap="sm" mt="xs">
              {methods.map((candidate) => (
                <Radio
                  key={candidate}
                  value={candidate}
                  label={
                    <Group gap={6} wrap="nowrap">
                      {candidate === 'pix' ? (
                        <IconQrcode size={16} aria-hidden />
                      ) : (
                        <IconCreditCard size={16} aria-hidden />
                      )}
                      {PAYMENT_METHOD_LABELS[candidate].label}
                    </Group>
                  }
                  description={PAYMENT_METHOD_LABELS[candidate].description}
                />
              ))}
            </Stack>
          </Radio.Group>
          {selected === 'credit_card' && (
            <Stack mt="md">
              <CardFields
                card={card}
                error={showErrors ? cardFieldErrors(card, cardMessage) : {}}
                installments={effectiveInstallments}
                options={options}
                onCardChange={(next) => {
                  setCard(next);
                  onCardEdited();
                }}
                onInstallmentsChange={onInstallmentsChange}
              />
              {declinedReason !== null && (
                <CardDeclinedAlert reason={declinedReason} pixOffered={methods.includes('pix')} />
              )}
            </Stack>
          )}
          {selected === 'pix' && (
            <Text size="sm" c="dimmed" mt="md">
              Ao finalizar, você verá o QR Code e o código PIX copia e cola. O PIX expira em {pixHoldMinutes}{' '}
              minutos.
            </Text>
          )}
        </Paper>
        {chargeCents > 0 && (
          // The right of withdrawal (CDC art. 49), said before paying: the rule the order page and
          // the server apply (withdrawalDeadline), with the organiser's hours.
          <Text size="sm" c="dimmed" data-testid="withdrawal-rule">
            {withdrawalRuleSentence(withdrawalLimitHours)}
          </Text>
        )}
        <StepNavigation
          onBack={onBack}
          submitting={submitting}
          submitLabel="Finalizar Compra"
          submitIcon={<IconLock size={16} />}
        />
      </Stack>
    </form>
  );
}
