// The last result at the door, in solid colours that read in sunlight from arm's length: green
// "Entrada registrada", yellow "Já entrou hoje às …", red for a refusal. An arrival can be undone
// from here (with a reason) while online.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleX,
  IconWifiOff,
} from '@tabler/icons-react';

export type DoorOutcome =
  | {
      kind: 'ok' | 'repeat';
      participanteId: number;
      nome: string;
      tipoIngresso: string;
      mensagem: string;
      offline: boolean;
    }
  | { kind: 'error' | 'undone'; message: string };

const STYLE = {
  ok: {
    bg: 'var(--mantine-color-green-filled)',
    fg: 'white',
    icon: IconCircleCheck,
    title: 'ENTRADA LIBERADA',
  },
  repeat: {
    bg: 'var(--mantine-color-yellow-4)',
    fg: 'var(--mantine-color-dark-9)',
    icon: IconAlertTriangle,
    title: 'ATENÇÃO',
  },
  error: { bg: 'var(--mantine-color-red-8)', fg: 'white', icon: IconCircleX, title: 'NÃO LIBERADO' },
  undone: {
    bg: 'var(--mantine-color-dark-6)',
    fg: 'white',
    icon: IconArrowBackUp,
    title: 'ENTRADA DESFEITA',
  },
} as const;

export function DoorOutcomeCard({ outcome, onUndo }: { outcome: DoorOutcome; onUndo: (() => void) | null }) {
  const style = STYLE[outcome.kind];
  const Icon = style.icon;
  return (
    <Paper
      radius="md"
      p="md"
      bg={style.bg}
      c={style.fg}
      role="status"
      data-testid="check-in-result"
      data-kind={outcome.kind}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={44} style={{ flexShrink: 0 }} aria-hidden />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={800} size="sm" style={{ letterSpacing: 1 }}>
            {style.title}
          </Text>
          {'message' in outcome ? (
            <Text fw={700} size="lg">
              {outcome.message}
            </Text>
          ) : (
            <>
              <Text fw={800} fz={26} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
                {outcome.nome}
              </Text>
              <Text fw={600}>{outcome.tipoIngresso}</Text>
              <Text fw={800} size="lg">
                {outcome.mensagem}
              </Text>
              {outcome.offline && (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm" fw={600}>
                    Salvo neste celular; será enviado quando a conexão voltar.
                  </Text>
                </Group>
              )}
            </>
          )}
        </Stack>
      </Group>
      {onUndo && (
        <Button mt="sm" variant="white" color="dark" size="md" fullWidth onClick={onUndo}>
          Desfazer entrada
        </Button>
      )}
    </Paper>
  );
}
