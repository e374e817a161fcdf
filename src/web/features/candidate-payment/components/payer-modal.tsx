import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYER_MESSAGES, validatePayer, validatePayerCard } from '../../../../domain/buyer.ts';
import type { CardInput } from '../../../../domain/card.ts';
import { installmentOptions } from '../../../../domain/installments.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { BuyerFields } from '../../../shared/checkout/buyer-fields.tsx';
import { CardDeclinedAlert } from '../../../shared/checkout/card-declined.tsx';
import { CardFields, EMPTY_CARD } from '../../../shared/checkout/card-fields.tsx';
import { PAYMENT_METHOD_LABELS } from '../../../shared/checkout/payment-method-labels.ts';

export type PayMethod = 'pix' | 'credit_card';

export interface PayerSubmission {
  payer: { nome: string; email: string; documento: string };
  method: PayMethod;
  card: CardInput | null;
  installments: number;
}

/** Spec §5 "Payer modal": who pays, PIX or card (with installments), every message of the spec. */
export function PayerModal({
  opened,
  amountDueCents,
  isFree,
  maxInstallments,
  methods,
  submitting,
  declinedReason,
  onCardEdited,
  initialPayer,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  amountDueCents: number;
  isFree: boolean;
  maxInstallments: number;
  methods: readonly PayMethod[];
  submitting: boolean;
  /** Why the gateway refused the last card; shown under the card until it is edited. */
  declinedReason: string | null;
  onCardEdited: () => void;
  /** Who the page is about (the first participant): the payer usually is that person (issue 22). */
  initialPayer: { nome: string; email: string };
  onClose: () => void;
  onSubmit: (submission: PayerSubmission) => void;
}) {
  const [payer, setPayer] = useState({ nome: initialPayer.nome, email: initialPayer.email, documento: '' });
  const [method, setMethod] = useState<PayMethod>('pix');
  // Card data lives only in this component's memory.
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [installments, setInstallments] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const options = installmentOptions(amountDueCents, maxInstallments);
  const chosenInstallments = Math.min(installments, options.length);
  const usesCard = method === 'credit_card' && !isFree;

  const payerErrors = showErrors ? validatePayer(payer) : {};
  const cardErrors = showErrors && usesCard ? validatePayerCard(card, new Date()) : {};

  const submit = () => {
    setShowErrors(true);
    const invalid =
      Object.keys(validatePayer(payer)).length > 0 ||
      (usesCard && Object.keys(validatePayerCard(card, new Date())).length > 0);
    if (invalid) return;
    onSubmit({
      payer,
      method,
      card: usesCard ? card : null,
      installments: usesCard ? chosenInstallments : 1,
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened={opened}
      onClose={() => !submitting && onClose()}
      title="Dados do Pagador"
      size="lg"
      closeOnClickOutside={!submitting}
      closeOnEscape={!submitting}
    >
      <Stack gap="md">
        <BuyerFields
          buyer={{ name: payer.nome, email: payer.email, documento: payer.documento }}
          errors={{ name: payerErrors.nome, email: payerErrors.email, documento: payerErrors.documento }}
          onChange={(field, value) => setPayer((p) => ({ ...p, [field === 'name' ? 'nome' : field]: value }))}
        />
        {!isFree && (
          <Radio.Group
            label="Forma de pagamento"
            value={method}
            onChange={(value) => {
              onCardEdited();
              setMethod(value as PayMethod);
            }}
          >
            <Group mt="xs" grow>
              {methods.map((m) => (
                <Radio.Card key={m} value={m} p="sm" radius="md" aria-label={PAYMENT_METHOD_LABELS[m].label}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    {m === 'pix' ? <IconQrcode size={20} /> : <IconCreditCard size={20} />}
                    <div>
                      <Text fw={600} size="sm">
                        {PAYMENT_METHOD_LABELS[m].label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {PAYMENT_METHOD_LABELS[m].description}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Group>
          </Radio.Group>
        )}
        {usesCard && (
          <CardFields
            card={card}
            error={cardErrors}
            installments={chosenInstallments}
            options={options}
            onCardChange={(next) => {
              setCard(next);
              onCardEdited();
            }}
            onInstallmentsChange={setInstallments}
          />
        )}
        {usesCard && declinedReason !== null && (
          <CardDeclinedAlert reason={declinedReason} pixOffered={methods.includes('pix')} />
        )}
        {isFree && (
          <Alert color="green" variant="light">
            Com o cupom, esta inscrição não tem valor a pagar.
          </Alert>
        )}
        <Group justify="space-between">
          <Text fw={700}>Total: {isFree ? 'Gratuito' : formatBRL(amountDueCents)}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancelar
            </Button>
            <Button onClick={submit} loading={submitting}>
              {isFree ? 'Confirmar' : method === 'pix' ? 'Gerar PIX' : 'Pagar com Cartão'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

export const NO_PARTICIPANT_MESSAGE = PAYER_MESSAGES.noParticipantSelected;
