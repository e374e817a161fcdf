// The state of one participant's edit (issue 20, ADR 0416), for the organiser's dialog and the
// buyer's on the order page: the same domain rules as the checkout (visibility, validation), the
// body the server parses, and the server's field errors put back under their inputs.
import { useState } from 'react';
import type { EditParticipantBody } from '../../../domain/contracts/order-changes.ts';
import type { ParticipantEditForm } from '../../../domain/contracts/participant-edit.ts';
import { maskCpfCnpj, maskPhone } from '../../../domain/documents.ts';
import { answerFromText, answerToText, formErrorKey } from '../../../domain/participant-edit.ts';
import {
  type AnswerValue,
  clearHiddenAnswers,
  customFieldKey,
  isFieldVisible,
  validateParticipant,
} from '../../../domain/participant-form.ts';
import { isApiError } from '../api/api-error.ts';

export type PersonKey = 'nome' | 'email' | 'telefone' | 'cpf';

export interface ParticipantEditValues {
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  answers: Record<number, AnswerValue | undefined>;
}

function initialValues(form: ParticipantEditForm): ParticipantEditValues {
  const answers: Record<number, AnswerValue> = {};
  for (const [id, text] of Object.entries(form.respostas)) answers[Number(id)] = answerFromText(text);
  return {
    nome: form.nome,
    email: form.email,
    telefone: form.telefone ? maskPhone(form.telefone) : '',
    cpf: form.cpf ? maskCpfCnpj(form.cpf) : '',
    answers,
  };
}

export function useParticipantEdit(form: ParticipantEditForm) {
  const [values, setValues] = useState(() => initialValues(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forget = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });
  const setPerson = (key: PersonKey, raw: string) => {
    const value = key === 'telefone' ? maskPhone(raw) : key === 'cpf' ? maskCpfCnpj(raw) : raw;
    setValues((current) => ({ ...current, [key]: value }));
    forget(key);
  };
  const setAnswer = (fieldId: number, value: AnswerValue) => {
    setValues((current) => ({
      ...current,
      // A choice that hides a conditional question clears its answer, as in the checkout (spec §4).
      answers: clearHiddenAnswers(
        form.formulario,
        { ...current.answers, [fieldId]: value },
        form.tipoIngressoId,
      ),
    }));
    forget(customFieldKey(fieldId));
  };
  const visibleFields = form.formulario.filter((field) =>
    isFieldVisible(field, form.formulario, values.answers, form.tipoIngressoId),
  );

  /** The body to send, or null with the messages shown when the registration's rules refuse it. */
  const body = (): EditParticipantBody | null => {
    const found = validateParticipant({
      participant: { ...values },
      fields: form.formulario,
      ticketTypeId: form.tipoIngressoId,
      requirePhoneAndCpf: form.pede_telefone_cpf,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    const visible = new Set(visibleFields.map((field) => field.id));
    return {
      nome: values.nome.trim(),
      email: values.email.trim(),
      telefone: values.telefone.trim() || null,
      cpf: values.cpf.trim() || null,
      respostas: Object.fromEntries(
        form.formulario.map((field) => [
          String(field.id),
          visible.has(field.id) ? answerToText(values.answers[field.id]) : '',
        ]),
      ),
    };
  };

  /** Shows a refused save's field messages under their inputs; false when it named no field. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || !error.fieldErrors) return false;
    const mapped = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([key, messages]) => [formErrorKey(key), messages[0] ?? '']),
    );
    setErrors(mapped);
    return Object.keys(mapped).length > 0;
  };

  return { form, values, errors, visibleFields, setPerson, setAnswer, body, showServerErrors };
}

export type ParticipantEditState = ReturnType<typeof useParticipantEdit>;
