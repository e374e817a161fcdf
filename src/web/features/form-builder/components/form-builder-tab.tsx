// Formulário de Inscrição (spec organiser-dashboard §2, §4, §5): the palette, the fixed default
// fields and the additional fields the organiser drops, orders and configures. Everything stays a
// draft until Salvar Formulário.
import { Affix, Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDeviceMobileOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FORM_BUILDER_MESSAGES, formIssues, type PaletteType } from '../../../../domain/form-builder.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { LeavePrompt } from '../../../shared/leave-guard/leave-prompt.tsx';
import { useLeaveGuard } from '../../../shared/leave-guard/use-leave-guard.ts';
import type { EventTabProps } from '../../../shared/lib/event-tab.ts';
import { useIsMobile } from '../../../shared/lib/use-is-mobile.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useCustomForm, useSaveCustomForm } from '../api/custom-form-api.ts';
import {
  type DraftField,
  insertField,
  isDraftDirty,
  newField,
  removeField,
  replaceField,
  toSaveBody,
} from '../lib/form-draft.ts';
import { DefaultFields } from './default-fields.tsx';
import { FieldConfigModal } from './field-config-modal.tsx';
import { FieldPalette } from './field-palette.tsx';
import { FormCanvas } from './form-canvas.tsx';
import { notifyValidationError } from './validation-toast.ts';
import './form-builder.css';

export function FormBuilderTab({ event }: EventTabProps) {
  const form = useCustomForm(event.id);
  if (form.isPending) return <PageLoader label="Carregando formulário..." />;
  if (form.isError) return <LoadError error={form.error} onRetry={() => void form.refetch()} />;
  return <FormBuilder event={event} saved={form.data} />;
}

function FormBuilder({ event, saved }: EventTabProps & { saved: DraftField[] }) {
  const isMobile = useIsMobile();
  const save = useSaveCustomForm(event.id);
  const [stored, setStored] = useState(saved);
  const [fields, setFields] = useState(saved);
  const [editing, setEditing] = useState<{ field: DraftField; isNew: boolean } | null>(null);
  const isDirty = isDraftDirty(stored, fields);
  const leaveGuard = useLeaveGuard(isDirty);
  const ticketTypes = event.tipos_ingresso.map((t) => ({ id: t.id, nome: t.nome }));

  // Adding a field opens its modal at once; cancelling a new field removes it (spec §4).
  const addField = (type: PaletteType, index: number) => {
    const field = newField(type);
    setFields((current) => insertField(current, index, field));
    setEditing({ field, isNew: true });
  };
  const cancelEdit = () => {
    if (editing?.isNew) setFields((current) => removeField(current, editing.field.id));
    setEditing(null);
  };
  const applyEdit = (field: DraftField) => {
    setFields((current) => replaceField(current, field));
    setEditing(null);
  };
  const deleteField = (field: DraftField) => {
    if (window.confirm(FORM_BUILDER_MESSAGES.confirmDelete(field.label))) {
      setFields((current) => removeField(current, field.id));
    }
  };

  const submit = () => {
    if (formIssues(fields).length > 0) {
      notifyValidationError();
      return;
    }
    save.mutate(toSaveBody(fields), {
      onSuccess: (data) => {
        setStored(data.formFields);
        setFields(data.formFields);
        notify('success', {
          title: FORM_BUILDER_MESSAGES.savedTitle,
          message: FORM_BUILDER_MESSAGES.savedBody,
        });
      },
      onError: (error) => {
        const { title, message } = describeError(error);
        notify('error', { title, message: message || FORM_BUILDER_MESSAGES.saveFailed });
      },
    });
  };

  return (
    <Stack pb={96}>
      <Title order={3}>Formulário de Inscrição</Title>
      <Alert icon={<IconInfoCircle />} color="blue" title="Como montar o formulário">
        <Text size="sm">
          Arraste os tipos de campo da paleta para o formulário, na posição desejada, ou clique em um tipo
          para adicioná-lo ao final. Para reordenar, arraste pelo ícone ao lado de cada campo — ou, pelo
          teclado, foque o ícone, pressione Espaço, use as setas e pressione Espaço de novo. Nada é guardado
          até você clicar em Salvar Formulário.
        </Text>
      </Alert>
      {isMobile && (
        <Alert icon={<IconDeviceMobileOff />} color="yellow" title="Edição limitada no celular">
          <Text size="sm">
            Em celulares e tablets não é possível adicionar nem mover campos. Use um computador para montar o
            formulário; aqui você ainda pode editar e excluir os campos existentes.
          </Text>
        </Alert>
      )}
      <FormCanvas
        fields={fields}
        canMove={!isMobile}
        onAdd={addField}
        onMove={setFields}
        renderPalette={() => (
          <FieldPalette disabled={isMobile} onAdd={(type) => addField(type, fields.length)} />
        )}
        renderField={(field) => ({
          ticketTypes,
          onEdit: () => setEditing({ field, isNew: false }),
          onDelete: () => deleteField(field),
        })}
        header={
          <>
            <Title order={4}>Formulário dos Participantes</Title>
            <DefaultFields needsApproval={event.participants_need_approval} />
          </>
        }
      />
      <FieldConfigModal
        field={editing?.field ?? null}
        ticketTypes={ticketTypes}
        onCancel={cancelEdit}
        onSave={applyEdit}
      />
      <LeavePrompt guard={leaveGuard} message={FORM_BUILDER_MESSAGES.unsaved} />
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          size="md"
          leftSection={<IconDeviceFloppy size={18} />}
          loading={save.isPending}
          onClick={submit}
          variant={isDirty ? 'filled' : 'light'}
        >
          Salvar Formulário
        </Button>
      </Affix>
    </Stack>
  );
}
