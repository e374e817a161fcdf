// The door's endpoints (issue 8, per-day and readable codes issue 21): the live counts GET, the
// scan POST {codigo} or {participanteId}, the search by order code, name or CPF, and undo.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  attendanceSchema,
  type CheckInBody,
  checkInReplySchema,
  doorSearchReplySchema,
} from '../../../../domain/contracts/check-in.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const attendanceKey = (eventId: number) => ['admin', 'events', eventId, 'attendance'] as const;

export function useAttendance(eventId: number) {
  return useQuery({
    queryKey: attendanceKey(eventId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/eventos/${eventId}/check-in`, { schema: attendanceSchema, signal })).data,
    // Several phones at several doors: everyone's arrivals show up within a few seconds.
    refetchInterval: 5000,
  });
}

export function postCheckIn(eventId: number, body: CheckInBody) {
  return apiRequest(`/api/eventos/${eventId}/check-in`, {
    method: 'POST',
    body,
    schema: checkInReplySchema,
  }).then((reply) => reply.data);
}

export function searchDoor(eventId: number, q: string) {
  return apiRequest(`/api/eventos/${eventId}/check-in/busca?q=${encodeURIComponent(q)}`, {
    schema: doorSearchReplySchema,
  }).then((reply) => reply.data);
}

export function useUndoCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ participanteId, motivo }: { participanteId: number; motivo: string }) =>
      apiRequest(`/api/eventos/${eventId}/participantes/${participanteId}/check-in/desfazer`, {
        method: 'POST',
        body: { motivo },
        schema: z.object({ dia: z.string(), desfeita: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKey(eventId) }),
  });
}
