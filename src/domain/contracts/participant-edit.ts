// What an edit dialog needs to change one participant (issue 20, ADR 0416): the person's data, the
// event's custom form as the buyer saw it, and the stored answers. One shape for the organiser's
// dialog (GET …/participantes/{id}/formulario) and the buyer's (GET /api/pedidos/{hash}/participantes/{id});
// both send back editParticipantBodySchema (order-changes.ts).
import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../participant-form.ts';

const id = z.number().int().positive();

export const editFormFieldSchema = z.object({
  id,
  tipo: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  instructions: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id, value: z.string(), order: z.number().int() })),
  show_for_ticket_types: z.array(id).nullable(),
  conditional_father_field_id: id.nullable(),
  conditional_option_id: id.nullable(),
});
export type EditFormField = z.infer<typeof editFormFieldSchema>;

export const participantEditFormSchema = z.object({
  id,
  tipoIngressoId: id,
  tipoIngresso: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  cpf: z.string().nullable(),
  /** Phone and CPF are required (the ticket goes to the agenda, or the event approves people). */
  pede_telefone_cpf: z.boolean(),
  formulario: z.array(editFormFieldSchema),
  /** Field id → the stored answer text (JSON for lists and addresses). */
  respostas: z.record(z.string(), z.string()),
});
export type ParticipantEditForm = z.infer<typeof participantEditFormSchema>;
