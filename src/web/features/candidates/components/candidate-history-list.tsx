// "Histórico" of Dados do Pré-Inscrito: the server's action log of this candidate (ADR 0185), the
// spec's localStorage log kept visible but written where every change happens. Short: when, who,
// what, newest first.
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Busy } from '../../../shared/ui/busy.tsx';
import { useCandidateHistory } from '../api/candidates-api.ts';

export function CandidateHistoryList({ eventId, candidateId }: { eventId: number; candidateId: number }) {
  const history = useCandidateHistory(eventId, candidateId);
  const entries = history.data?.itens ?? [];
  const more = history.data ? history.data.total - entries.length : 0;
  return (
    <>
      <Divider label="Histórico" labelPosition="left" />
      {history.isLoading ? (
        <Busy size="sm" label="Carregando histórico" />
      ) : history.isError ? (
        <Text size="sm" c="red.8">
          Não foi possível carregar o histórico.
        </Text>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma ação registrada.
        </Text>
      ) : (
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Histórico">
          {entries.map((entry) => (
            <Stack component="li" key={entry.id} gap={0}>
              <Text size="xs" c="dimmed">
                {entry.data_formatada} · {entry.autor}
                {entry.em_lote > 1 ? ` · em lote (${entry.em_lote})` : ''}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.descricao}
                {entry.sorteio_id && (
                  <>
                    {' · '}
                    <Anchor href={`/sorteio/${entry.sorteio_id}`} target="_blank" size="sm">
                      ver sorteio
                    </Anchor>
                  </>
                )}
              </Text>
            </Stack>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              {more === 1 ? '+1 ação mais antiga' : `+${more} ações mais antigas`}
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}
