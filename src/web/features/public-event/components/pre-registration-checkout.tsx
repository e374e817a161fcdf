import { Button, Text } from '@mantine/core';
import { IconHome, IconHourglass, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { ConfirmationPanel } from './confirmation-panel.tsx';

export const DEFAULT_PRE_REGISTRATION_TITLE = 'Pré-inscrição enviada com sucesso!';

/** Step 6 of spec §2 (EventoPreInscricaoCheckout): the pre-registration awaits the organiser. */
export function PreRegistrationCheckout({ registration }: { registration: RegistrationResult }) {
  const title = registration.checkout_message.title?.trim() || DEFAULT_PRE_REGISTRATION_TITLE;

  const count = registration.participantes.length;
  return (
    <ConfirmationPanel
      label="Pré-inscrição enviada"
      icon={<IconHourglass size={36} />}
      color="indigo"
      title={title}
      messageHtml={registration.checkout_message.message || ''}
    >
      <Text>
        {count === 1 ? 'Sua pré-inscrição foi recebida' : `Recebemos ${count} pré-inscrições`} e está em
        análise pelo organizador. Se for selecionada, você receberá por e-mail as instruções e o prazo para o
        pagamento.
      </Text>
      <Button
        component={Link}
        to={`/payment/candidate/${encodeURIComponent(registration.order_hash)}`}
        variant="light"
        leftSection={<IconListCheck size={16} />}
      >
        Acompanhar pré-inscrição
      </Button>
      <Button component={Link} to="/" variant="subtle" leftSection={<IconHome size={16} />}>
        Voltar ao início
      </Button>
    </ConfirmationPanel>
  );
}
