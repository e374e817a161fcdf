// /sorteio/{id}: the public audit of a lottery (issue 9). It fetches the published draw and
// recomputes, in this browser, the SHA-256 of the eligible list and the HMAC ranking under the
// seed (src/domain/lottery.ts, the same functions the server drew with: WebCrypto, or the plain
// TypeScript SHA-256 over plain http where crypto.subtle does not exist, ADR 0187), then says
// whether both match. It says "confere" only after computing it. Light: no zod, no organiser code.
import { Alert, Badge, Code, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTimeBR } from '../../../domain/dates.ts';
import { canonicalIdList, type DrawCheck, type PublishedDraw, verifyDraw } from '../../../domain/lottery.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

interface DrawData extends PublishedDraw {
  id: string;
  evento: { nome: string; slug: string };
  realizado_em: string;
  origem_semente: 'organizador' | 'servidor';
  selecionados: number[];
}

/** A green with at least 6:1 against white and the light alert background (Mantine's green.9 has 4.4). */
const AA_GREEN = '#1e6b30';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; draw: DrawData; check: DrawCheck | null };

export function DrawAuditPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useDocumentTitle('Auditoria do sorteio');

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/sorteios/${encodeURIComponent(id)}`)
      .then(async (response) => {
        const body = (await response.json()) as { data?: DrawData; error?: string };
        if (!response.ok || !body.data) throw new Error(body.error ?? 'Sorteio não encontrado.');
        // A failed recomputation shows the draw without a verdict, never a match.
        const check = await verifyDraw(body.data).catch(() => null);
        if (!cancelled) setState({ kind: 'ready', draw: body.data, check });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setState({
            kind: 'error',
            message: error instanceof Error ? error.message : 'Sorteio não encontrado.',
          });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (state.kind === 'loading') return <PageLoader />;
  if (state.kind === 'error')
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Sorteio não encontrado">
          {state.message}
        </Alert>
      </Container>
    );

  const { draw, check } = state;
  const matches = check?.hashMatches === true && check.rankingMatches;
  const selected = new Set(draw.ranking.slice(0, draw.quantidade));
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Auditoria do sorteio
          </Title>
          <Text c="dimmed">
            {draw.evento.nome} · realizado em {formatDateTimeBR(new Date(draw.realizado_em))}
          </Text>
        </div>
        {check === null ? (
          <Alert color="yellow" title="Não foi possível recalcular o sorteio" role="status">
            Este navegador não conseguiu recalcular o sorteio. Confira os dados abaixo com outra ferramenta de
            SHA-256 e HMAC-SHA256.
          </Alert>
        ) : (
          <Alert
            color={matches ? 'green' : 'red'}
            title={matches ? 'O sorteio confere' : 'O sorteio não confere'}
            // Mantine's green shades, even green.9, fall under WCAG AA's 4.5:1 on the light background.
            styles={{ title: { color: matches ? AA_GREEN : 'var(--mantine-color-red-9)' } }}
            role="status"
          >
            {matches
              ? 'Este navegador recalculou o resumo da lista e a classificação a partir da semente e chegou ao mesmo resultado publicado.'
              : `Recalculado neste navegador: ${check.hashMatches ? 'a lista confere' : 'o resumo da lista é diferente'}; ${
                  check.rankingMatches ? 'a classificação confere' : 'a classificação é diferente'
                }.`}
            {check.engine === 'typescript' && (
              <Text size="xs" mt={4}>
                Calculado pela implementação de SHA-256 desta página: sem HTTPS, o navegador não oferece a
                sua.
              </Text>
            )}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack gap={6}>
            <Text size="sm">
              <b>Semente</b> (
              {draw.origem_semente === 'organizador' ? 'anunciada pelo organizador' : 'gerada pelo servidor'}
              ):
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {draw.semente}
            </Code>
            <Text size="sm">
              <b>hash_lista</b> (SHA-256 de “{canonicalIdList(draw.elegiveis).slice(0, 40)}
              {draw.elegiveis.length > 8 ? '…' : ''}”):
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {draw.hash_lista}
            </Code>
            <Text size="sm">
              {draw.elegiveis.length} candidatos elegíveis · {draw.quantidade} selecionados
            </Text>
            <Text size="xs" c="dimmed">
              Classificação: candidatos ordenados pelo HMAC-SHA256 (chave = semente, mensagem = número do
              candidato), em ordem crescente; os primeiros são os selecionados.
            </Text>
          </Stack>
        </Paper>
        <Table striped withTableBorder aria-label="Classificação">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Posição</Table.Th>
              <Table.Th>Candidato nº</Table.Th>
              <Table.Th>Resultado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draw.ranking.map((candidate, index) => (
              <Table.Tr key={candidate}>
                <Table.Td>{index + 1}º</Table.Td>
                <Table.Td>{candidate}</Table.Td>
                <Table.Td>
                  {selected.has(candidate) ? (
                    <Badge color={AA_GREEN} variant="filled">
                      Selecionado
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}
