// The door phone's offline list and its sync (ADR 0436): GET /check-in/lista and
// POST /check-in/sincronizar {dispositivo, entradas}.
import { offlineListSchema, syncReplySchema } from '../../../../domain/contracts/check-in.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { QueuedScan } from '../offline/door-offline-rules.ts';

export function fetchOfflineList(eventId: number) {
  return apiRequest(`/api/eventos/${eventId}/check-in/lista`, { schema: offlineListSchema }).then(
    (r) => r.data,
  );
}

export function syncScans(eventId: number, dispositivo: string, entradas: readonly QueuedScan[]) {
  return apiRequest(`/api/eventos/${eventId}/check-in/sincronizar`, {
    method: 'POST',
    body: { dispositivo, entradas },
    schema: syncReplySchema,
  }).then((r) => r.data);
}
