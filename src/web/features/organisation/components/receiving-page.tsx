// /admin/recebimentos (issue 19, ADR 0304): where the organisation's money goes. The owner connects
// their own Mercado Pago account or their bank's Pix API; the page shows only when it was configured
// and the last characters of each secret, never a secret itself.
import {
  Alert,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import {
  RECEIVING_PROVIDER_LABELS,
  type ReceivingAccount,
  type ReceivingStatus,
} from '../../../../domain/contracts/receiving-account.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { maskCpfCnpj } from '../../../../domain/documents.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useReceivingStatus, useRemoveReceivingAccount } from '../api/receiving-account.ts';
import { ReceivingForm } from './receiving-form.tsx';

const DATA_LABELS: Record<string, string> = {
  public_key: 'Public key',
  base_url: 'Endereço da Pix API',
  client_id: 'Client id',
  chave_pix: 'Chave PIX',
};

export function ReceivingPage() {
  useDocumentTitle('Recebimentos · Catraca');
  const status = useReceivingStatus();
  return (
    <Container size="sm" px={0}>
      <Title order={1} size="h2" mb="xs">
        Recebimentos
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        A conta onde o dinheiro das inscrições pagas cai: a sua conta do Mercado Pago ou a Pix API do seu
        banco.
      </Text>
      {status.isPending && <PageLoader label="Carregando recebimentos..." />}
      {status.isError && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
      {status.data && <ReceivingContent status={status.data} />}
    </Container>
  );
}

function ReceivingContent({ status }: { status: ReceivingStatus }) {
  const [isReplacing, setReplacing] = useState(false);
  const { conta } = status;
  return (
    <Stack gap="lg">
      {!conta && (
        <Alert color={status.recebe_pelo_ambiente ? 'blue' : 'yellow'} title="Nenhuma conta conectada">
          {status.recebe_pelo_ambiente
            ? 'Enquanto você não conectar uma conta, os pagamentos usam a conta configurada na instalação do Catraca.'
            : 'Seus eventos não vendem ingressos pagos até você conectar uma conta. Eventos gratuitos não são afetados.'}
        </Alert>
      )}
      {conta && !isReplacing ? (
        <AccountCard account={conta} onReplace={() => setReplacing(true)} />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receiving-form">
          <Title order={2} size="h4" id="receiving-form" mb="md">
            {conta ? 'Substituir a conta de recebimento' : 'Conectar uma conta de recebimento'}
          </Title>
          <ReceivingForm
            onDone={() => setReplacing(false)}
            onCancel={conta ? () => setReplacing(false) : undefined}
          />
        </Paper>
      )}
      <FeeNote status={status} />
    </Stack>
  );
}

function AccountCard({ account, onReplace }: { account: ReceivingAccount; onReplace: () => void }) {
  const [isRemoving, setRemoving] = useState(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receiving-account">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="receiving-account">
            {RECEIVING_PROVIDER_LABELS[account.provedor]}
          </Title>
          <Text size="sm" c="dimmed">
            Configurado em {formatDateTimeBR(new Date(account.configurado_em))}
          </Text>
        </Group>
        <Fact label="Titular (CPF/CNPJ)" value={maskCpfCnpj(account.documento_titular)} />
        {Object.entries(account.dados).map(([name, value]) => (
          <Fact key={name} label={DATA_LABELS[name] ?? name} value={value} />
        ))}
        {account.segredos.map((secret) => (
          <Fact
            key={secret.nome}
            label={secret.nome}
            value={secret.final ? `configurado, termina em ${secret.final}` : 'configurado'}
          />
        ))}
        {account.url_notificacao && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Endereço de notificações (cadastre em Webhooks, evento Pagamentos)
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Code block style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {account.url_notificacao}
              </Code>
              <CopyButton value={account.url_notificacao}>
                {({ copied, copy }) => (
                  <Button variant="default" size="xs" onClick={copy}>
                    {copied ? 'Copiado' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="light" color="red" onClick={() => setRemoving(true)}>
            Remover
          </Button>
          <Button onClick={onReplace}>Substituir</Button>
        </Group>
      </Stack>
      {isRemoving && <RemoveDialog onClose={() => setRemoving(false)} />}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="wrap" align="baseline">
      <Text size="sm" c="dimmed" w={{ base: '100%', sm: 230 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
        {value}
      </Text>
    </Group>
  );
}

function RemoveDialog({ onClose }: { onClose: () => void }) {
  const remove = useRemoveReceivingAccount();
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify('success', { message: 'Conta de recebimento removida.' });
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Modal opened onClose={() => !remove.isPending && onClose()} title="Remover a conta de recebimento?">
      <Stack>
        <Text size="sm">
          As credenciais são apagadas do Catraca. Novas inscrições pagas só voltam a ser aceitas quando houver
          uma conta; reembolsos de pagamentos já recebidos por esta conta passam a ser feitos no painel do
          meio de pagamento.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            Remover
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function FeeNote({ status }: { status: ReceivingStatus }) {
  const { percentual_basis_points: bp, fixa_cents: fixed, cobranca } = status.taxa_plataforma;
  const percent = (bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return (
    <Text size="sm" c="dimmed">
      Taxa da plataforma: {percent}% + {formatBRL(fixed)} por pedido pago.{' '}
      {cobranca === 'retida_no_gateway'
        ? 'Ela é retida pelo Mercado Pago no momento do pagamento.'
        : 'Ela não é descontada pelo meio de pagamento: o Resumo de cada evento mostra o valor devido à plataforma.'}
    </Text>
  );
}
