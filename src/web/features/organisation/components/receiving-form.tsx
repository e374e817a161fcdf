// The form that connects (or replaces) the organisation's receiving account: Mercado Pago's
// credentials or a bank's Pix API, with the holder's CPF/CNPJ. Parsed with the same schema as the
// server; the secrets are typed here and never shown back.
import {
  Alert,
  Button,
  FileButton,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  RECEIVING_PROVIDER_LABELS,
  type ReceivingProviderName,
  receivingAccountBody,
} from '../../../../domain/contracts/receiving-account.ts';
import { maskCpfCnpj } from '../../../../domain/documents.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSaveReceivingAccount } from '../api/receiving-account.ts';

type Values = Record<string, string>;
type Errors = Record<string, string | undefined>;

const EMPTY: Values = {
  documento_titular: '',
  access_token: '',
  public_key: '',
  webhook_secret: '',
  base_url: '',
  client_id: '',
  client_secret: '',
  certificado: '',
  chave_privada: '',
  chave_pix: '',
};

function PemField(props: {
  label: string;
  description: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Textarea
        label={props.label}
        description={props.description}
        autosize
        minRows={3}
        maxRows={6}
        required
        spellCheck={false}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        value={props.value}
        error={props.error}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <Group>
        <FileButton accept=".pem,.crt,.cer,.key" onChange={(file) => void file?.text().then(props.onChange)}>
          {(button) => (
            <Button variant="default" size="xs" {...button}>
              Carregar arquivo
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}

export function ReceivingForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const save = useSaveReceivingAccount();
  const [provider, setProvider] = useState<ReceivingProviderName>('mercadopago');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const raw = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: name === 'documento_titular' ? maskCpfCnpj(raw) : raw }));
    },
  });
  const pem = (name: string) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (text: string) => setValues((v) => ({ ...v, [name]: text })),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = receivingAccountBody.safeParse({ ...values, provedor: provider });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      notify('success', { message: 'Conta de recebimento salva.' });
      setValues(EMPTY);
      onDone();
    } catch (error) {
      // A refusal about one field is shown under it; anything else (the gateway did not answer) above.
      if (isApiError(error) && error.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0]])));
        return;
      }
      setFailure(isApiError(error) ? error.message : 'Não foi possível salvar a conta de recebimento.');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={provider}
          onChange={(value) => {
            setProvider(value as ReceivingProviderName);
            setErrors({});
            setFailure(null);
          }}
          data={Object.entries(RECEIVING_PROVIDER_LABELS).map(([value, label]) => ({ value, label }))}
          aria-label="Meio de recebimento"
        />
        <Text size="sm" c="dimmed">
          {provider === 'mercadopago'
            ? 'Cartão e PIX caem na sua conta do Mercado Pago. Copie as credenciais de produção em Suas integrações → sua aplicação → Credenciais.'
            : 'Só PIX, direto na conta do seu banco. Peça ao banco o acesso à Pix API (client id, client secret e certificado).'}
        </Text>
        {failure && (
          <Alert color="red" title="A conta não foi salva">
            {failure}
          </Alert>
        )}
        <TextInput
          label="CPF/CNPJ do titular da conta"
          required
          inputMode="text"
          {...field('documento_titular')}
        />
        {provider === 'mercadopago' ? (
          <>
            <PasswordInput label="Access token" required autoComplete="off" {...field('access_token')} />
            <TextInput label="Public key" required autoComplete="off" {...field('public_key')} />
            <PasswordInput
              label="Assinatura secreta dos webhooks"
              description="Em Webhooks → Configurar notificações, depois de cadastrar o endereço que mostraremos."
              required
              autoComplete="off"
              {...field('webhook_secret')}
            />
          </>
        ) : (
          <>
            <TextInput
              label="Endereço da Pix API"
              placeholder="https://pix.seubanco.com.br/api/v2"
              required
              {...field('base_url')}
            />
            <TextInput label="Client id" required autoComplete="off" {...field('client_id')} />
            <PasswordInput label="Client secret" required autoComplete="off" {...field('client_secret')} />
            <PemField
              label="Certificado"
              description="O certificado (.pem ou .crt) que o banco emitiu para a sua aplicação."
              {...pem('certificado')}
            />
            <PemField
              label="Chave privada"
              description="A chave (.key ou .pem, sem senha) do certificado."
              {...pem('chave_privada')}
            />
            <TextInput label="Chave PIX que recebe" required {...field('chave_pix')} />
          </>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Conferir e salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
