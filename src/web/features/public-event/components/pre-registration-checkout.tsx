import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconHourglass, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { richTextToPlain } from './checkout-step.tsx';

export const DEFAULT_PRE_REGISTRATION_TITLE = 'Pré-inscrição enviada com sucesso!';

/** Step 6 of spec §2 (EventoPreInscricaoCheckout): the pre-registration awaits the organiser. */
export function PreRegistrationCheckout({ registration }: { registration: RegistrationResult }) {
  const title = registration.checkout_message.title?.trim() || DEFAULT_PRE_REGISTRATION_TITLE;
  const text = richTextToPlain(registration.checkout_message.message || '');
  const count = registration.participantes.length;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      component="section"
      aria-label="Pré-inscrição enviada"
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="indigo" variant="light">
          <IconHourglass size={36} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text>
          {count === 1 ? 'Sua pré-inscrição foi recebida' : `Recebemos ${count} pré-inscrições`} e está em
          análise pelo organizador. Se for selecionada, você receberá por e-mail as instruções e o prazo para
          o pagamento.
        </Text>
        {text && (
          <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        )}
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
      </Stack>
    </Paper>
  );
}
