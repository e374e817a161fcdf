// The frame both Comunicar modals share (spec §4 "Communication modal", §5 Communication):
// subject ≤ 100 and message ≤ 2000 (8 rows) with counters, the server's recipients preview (the
// first five unique addresses then "+N mais..."), the warning when nobody matches, Cancelar and
// Enviar, disabled while the text is incomplete or there are no recipients. Each audience
// (participants, pre-registered candidates) supplies its own filters or selection, its endpoints and
// its wording. The two screens keep their layouts (docs/decisions/0200-one-communicate-modal-frame.md).
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import {
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_SUBJECT_MAX,
  recipientsPreviewText,
} from '../../../domain/communication.ts';
import { plural } from '../../../domain/plural.ts';
import { describeError } from '../api/describe-error.ts';

export interface RecipientsPreviewState {
  /** The server's preview; undefined until the first answer. */
  data: { total_emails: number; amostra: string[] } | undefined;
  isError: boolean;
  error: unknown;
}

export interface MessageDraft {
  subject: string;
  message: string;
}

interface Props {
  title: string;
  opened: boolean;
  onClose: () => void;
  /**
   * 'compose-first': subject and message on top, marked required, counters under the inputs
   * (Comunicar Participantes). 'audience-first': who receives it and the preview on top, then the
   * text (Comunicar Pré-inscritos).
   */
  layout: 'compose-first' | 'audience-first';
  centered?: boolean;
  /** Closing (Esc, the ×, the overlay) waits for a send in flight. */
  lockWhileSending?: boolean;
  /** The filters or the selection this audience writes to. */
  audience: ReactNode;
  preview: RecipientsPreviewState;
  /** How many people the preview counts, in this audience's words ("2 participantes"). */
  people: { count: number; one: string; many: string };
  /** Shown instead of the preview when nobody matches. */
  noRecipientsWarning: string;
  /** The warning even while the preview counts someone (the server refused the send for it). */
  forceWarning?: boolean;
  /** A preview that failed before any answer is a red alert rather than a line of text. */
  previewErrorAsAlert?: boolean;
  /** Enviar stays disabled while the preview is failing, even with an older answer on screen. */
  blockWhilePreviewFails?: boolean;
  sending: boolean;
  onSend: (draft: MessageDraft) => void;
}

const COUNTER_UNDER_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

export function CommunicateModalFrame(props: Props) {
  const { preview, sending, layout } = props;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (props.opened) {
      setSubject('');
      setMessage('');
    }
  }, [props.opened]);

  const total = preview.data?.total_emails ?? 0;
  const noRecipients = preview.data !== undefined && total === 0;
  const canSend =
    subject.trim() !== '' &&
    message.trim() !== '' &&
    !sending &&
    !noRecipients &&
    preview.data !== undefined &&
    !(props.blockWhilePreviewFails && preview.isError);

  const composeFirst = layout === 'compose-first';
  // Compose-first marks both fields required and puts each counter under its input.
  const wrapperOrder = composeFirst ? COUNTER_UNDER_INPUT : undefined;
  const fields = (
    <>
      <TextInput
        label="Assunto"
        required={composeFirst}
        inputWrapperOrder={wrapperOrder}
        value={subject}
        maxLength={COMMUNICATION_SUBJECT_MAX}
        onChange={(e) => setSubject(e.currentTarget.value)}
        description={`${subject.length}/${COMMUNICATION_SUBJECT_MAX}`}
      />
      <Textarea
        label="Mensagem"
        required={composeFirst}
        inputWrapperOrder={wrapperOrder}
        rows={8}
        value={message}
        maxLength={COMMUNICATION_MESSAGE_MAX}
        onChange={(e) => setMessage(e.currentTarget.value)}
        description={`${message.length}/${COMMUNICATION_MESSAGE_MAX}`}
      />
    </>
  );

  const recipients =
    props.previewErrorAsAlert && preview.isError && !preview.data ? (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {describeError(preview.error).message}
      </Alert>
    ) : noRecipients || props.forceWarning ? (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
        {props.noRecipientsWarning}
      </Alert>
    ) : (
      <Stack gap={4} aria-live="polite">
        <Text size="sm" fw={500}>
          {preview.data
            ? `${plural(total, 'destinatário', 'destinatários')} (${plural(
                props.people.count,
                props.people.one,
                props.people.many,
              )})`
            : preview.isError
              ? 'Não foi possível calcular os destinatários.'
              : 'Calculando destinatários...'}
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="recipients-preview">
          {recipientsPreviewText(preview.data?.amostra ?? [], total)}
        </Text>
      </Stack>
    );

  return (
    <Modal
      opened={props.opened}
      onClose={() => !(props.lockWhileSending && sending) && props.onClose()}
      title={props.title}
      centered={props.centered}
      size="lg"
    >
      <Stack gap="sm">
        {composeFirst ? (
          <>
            {fields}
            {props.audience}
            {recipients}
          </>
        ) : (
          <>
            {props.audience}
            {recipients}
            {fields}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button onClick={() => props.onSend({ subject, message })} disabled={!canSend} loading={sending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
