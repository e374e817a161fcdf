import { Anchor, Button, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconHourglass, IconListCheck, IconMail, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicEvent, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { formatEventPeriod, ONLINE_EVENT_LABEL } from '../../../../domain/event-summary.ts';
import { orderCode } from '../../../../domain/order-code.ts';
import { ticketsRecap } from '../lib/order-recap.ts';
import { DEFAULT_CHECKOUT_TITLE } from './checkout-step.tsx';
import { ConfirmationPanel } from './confirmation-panel.tsx';
import { OrganiserBlock } from './event-info.tsx';

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

function RecapItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Beside the panel on a desktop: what was sent, that nothing was charged, and who decides. */
function PreRegistrationRecap({
  event,
  registration,
}: {
  event: PublicEvent;
  registration: RegistrationResult;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label="Resumo da pré-inscrição">
        <Title order={2} size="h4" mb="sm">
          Resumo da pré-inscrição
        </Title>
        <Stack gap="sm">
          <RecapItem label="Evento">
            <Text fw={600} size="sm">
              {event.nome}
            </Text>
            {formatEventPeriod(event.start_date, event.end_date)}
            <br />
            {event.is_online ? ONLINE_EVENT_LABEL : [event.local, event.address].filter(Boolean).join(' · ')}
          </RecapItem>
          <RecapItem label="Vagas pedidas">{ticketsRecap(registration)}</RecapItem>
          <RecapItem label="Cobrado agora">
            <Text fw={700} size="sm">
              R$ 0,00
            </Text>
          </RecapItem>
          <RecapItem label="Código da pré-inscrição">
            <Text fw={700} ff="monospace" lts={1}>
              {orderCode(registration.order_hash)}
            </Text>
          </RecapItem>
        </Stack>
      </Paper>
      <OrganiserBlock name={event.organizador.nome} contact={event.organizador} />
    </Stack>
  );
}

/** Step 6 of spec §2 (EventoPreInscricaoCheckout): the pre-registration awaits the organiser. */
export function PreRegistrationCheckout({
  event,
  registration,
}: {
  event: PublicEvent;
  registration: RegistrationResult;
}) {
  const title = preRegistrationTitle(registration.checkout_message.title);
  const followUp = `/payment/candidate/${encodeURIComponent(registration.order_hash)}`;
  const count = registration.participantes.length;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <PreRegistrationPanel registration={registration} title={title} followUp={followUp} count={count} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PreRegistrationRecap event={event} registration={registration} />
      </Grid.Col>
    </Grid>
  );
}

function PreRegistrationPanel({
  registration,
  title,
  followUp,
  count,
}: {
  registration: RegistrationResult;
  title: string;
  followUp: string;
  count: number;
}) {
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
