// People found by order code, name or CPF: each a big row to admit with one tap, or the time they
// already came in today.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { toLocalParts } from '../../../../domain/dates.ts';

export interface DoorChoice {
  id: number;
  nome: string;
  tipoIngresso: string;
  codigoPedido: string;
  codigoIngresso: string;
  cpfFinal: string | null;
  podeEntrar: boolean;
  status?: string;
  entradaHoje: string | null;
}

export function DoorChoices({
  title,
  choices,
  busy,
  onAdmit,
}: {
  title: string;
  choices: DoorChoice[];
  busy: boolean;
  onAdmit: (choice: DoorChoice) => void;
}) {
  return (
    <Stack gap="xs" data-testid="door-choices">
      <Text fw={700}>{title}</Text>
      {choices.length === 0 && <Text>Nenhum participante encontrado.</Text>}
      {choices.map((choice) => (
        <Paper key={choice.id} withBorder radius="md" p="sm" data-testid="door-choice">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {choice.nome}
          </Text>
          <Text size="sm">
            {choice.tipoIngresso} · pedido {choice.codigoPedido} · ingresso {choice.codigoIngresso}
            {choice.cpfFinal ? ` · CPF ${choice.cpfFinal}` : ''}
          </Text>
          <Group mt="xs" gap="xs">
            {!choice.podeEntrar ? (
              <Badge color="red.8" size="lg" variant="filled">
                {choice.status ?? 'Sem pagamento confirmado'}
              </Badge>
            ) : choice.entradaHoje ? (
              <Badge color="yellow.4" c="dark.9" size="lg" variant="filled">
                Já entrou hoje às {toLocalParts(new Date(choice.entradaHoje)).time}
              </Badge>
            ) : (
              <Button size="lg" color="green" fullWidth loading={busy} onClick={() => onAdmit(choice)}>
                Registrar entrada
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
