import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { EventLinkBox } from '../../../shared/ui/event-link-box.tsx';

/** Nobody registered yet (as opposed to nothing matching the filters, which the table says). */
export function NoParticipants({ publicUrl }: { publicUrl: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconUsers size={26} />
        </ThemeIcon>
        <Title order={3}>Nenhum participante ainda</Title>
        <Text c="dimmed">
          Assim que alguém se inscrever ou comprar um ingresso, os participantes aparecem aqui, com o
          comprador, o valor pago e a presença no dia do evento. Divulgue o link para começar a receber
          inscrições.
        </Text>
        <Stack w="100%" ta="left">
          <EventLinkBox url={publicUrl} />
        </Stack>
      </Stack>
    </Paper>
  );
}
