// Reads the event form from either body the spec allows (§7): JSON, or multipart when a banner file
// is present, with tipos_ingresso (and the approval deadline) serialised as JSON text.
import type { FastifyRequest } from 'fastify';
import { type EventFormInput, eventFormInputSchema } from '../../domain/event-form/event-form-contract.ts';
import { AppError } from '../http/app-error.ts';
import { parseJsonField } from '../http/json-body.ts';
import { parseInput } from '../http/validate.ts';
import { type ReceivedFile, readMultipart } from '../uploads/read-multipart.ts';

export interface EventFormRequest {
  input: EventFormInput;
  banner: ReceivedFile | null;
}

const JSON_TEXT_FIELDS = ['tipos_ingresso', 'pre_inscricao_approval_duration'] as const;

function fieldsToBody(request: FastifyRequest, fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fields };
  for (const key of JSON_TEXT_FIELDS) {
    const text = fields[key];
    if (text === undefined || text.trim() === '') continue;
    // Under the JSON body's shape limits (ADR 0241): a multipart field is no way around them.
    body[key] = parseJsonField(request, key, text);
  }
  // Bracket spelling of the deadline, as plain HTML forms send it.
  const value = fields['pre_inscricao_approval_duration[value]'];
  const unit = fields['pre_inscricao_approval_duration[unit]'];
  if (body.pre_inscricao_approval_duration === undefined && (value !== undefined || unit !== undefined)) {
    body.pre_inscricao_approval_duration = { value, unit };
  }
  return body;
}

export async function readEventFormRequest(request: FastifyRequest): Promise<EventFormRequest> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw AppError.validation({ _: ['O corpo da requisição deve ser um objeto.'] });
    }
    return { input: parseInput(eventFormInputSchema, body), banner: null };
  }
  const { fields, files } = await readMultipart(request, ['banner']);
  const banner =
    files.banner && (files.banner.data.length > 0 || files.banner.tooLarge) ? files.banner : null;
  return { input: parseInput(eventFormInputSchema, fieldsToBody(request, fields)), banner };
}
