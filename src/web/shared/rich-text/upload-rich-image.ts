import { richImageUploadSchema } from '../../../domain/event-form/event-form-contract.ts';
import { apiRequest } from '../api/client.ts';

// One id per page visit, so the server can tell which uploads came from the same editing session.
const sessionUuid =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

export async function uploadRichImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  form.append('session_uuid', sessionUuid);
  const { data } = await apiRequest('/api/uploads/rich-editor', {
    method: 'POST',
    body: form,
    schema: richImageUploadSchema,
  });
  return data.url;
}
