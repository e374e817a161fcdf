import { Anchor, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHome, IconHourglass, IconListCheck, IconMail, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { DEFAULT_CHECKOUT_TITLE } from './checkout-step.tsx';
import { ConfirmationPanel } from './confirmation-panel.tsx';

export const DEFAULT_PRE_REGISTRATION_TITLE = 'Pré-inscrição enviada com sucesso!';

/**
 * The organiser's checkout title is written for purchases and defaults to "Compra realizada com
 * sucesso!"; nothing was bought here (issue 11 item 1), so that default gives way to ours.
 */
export function preRegistrationTitle(configured: string | null | undefined): string {
  const title = configured?.trim() ?? '';
  return title === '' || title === DEFAULT_CHECKOUT_TITLE ? DEFAULT_PRE_REGISTRATION_TITLE : title;
}

function NextStep({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon variant="light" color="indigo" radius="xl" size={28}>
          {icon}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

/** Step 6 of spec §2 (EventoPreInscricaoCheckout): the pre-registration awaits the organiser. */
export function PreRegistrationCheckout({ registration }: { registration: RegistrationResult }) {
  const title = preRegistrationTitle(registration.checkout_message.title);
  const followUp = `/payment/candidate/${encodeURIComponent(registration.order_hash)}`;
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
        {count === 1 ? 'Sua pré-inscrição foi recebida' : `Recebemos ${count} pré-inscrições`}. Nada foi
        cobrado.
      </Text>
      <Stack gap="xs" w="100%" maw={520} ta="left">
        <Text fw={700}>O que acontece agora</Text>
        <List spacing="sm" center>
          <NextStep icon={<IconSearch size={16} />}>O organizador analisa as pré-inscrições.</NextStep>
          <NextStep icon={<IconMail size={16} />}>
            Se você for selecionado, enviamos um e-mail com o valor, o prazo e o link para pagar. Só então o
            pagamento é feito.
          </NextStep>
          <NextStep icon={<IconListCheck size={16} />}>
            Acompanhe a situação a qualquer momento pelo link abaixo. Guarde-o:{' '}
            <Anchor component={Link} to={followUp} style={{ overflowWrap: 'anywhere' }}>
              {`${window.location.origin}${followUp}`}
            </Anchor>
          </NextStep>
        </List>
      </Stack>
      <Button component={Link} to={followUp} leftSection={<IconListCheck size={16} />}>
        Acompanhar pré-inscrição
      </Button>
      <Button component={Link} to="/" variant="subtle" leftSection={<IconHome size={16} />}>
        Voltar ao início
      </Button>
    </ConfirmationPanel>
  );
}
