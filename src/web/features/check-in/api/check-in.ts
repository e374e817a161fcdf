// POST /api/eventos/{id}/check-in {codigo} and the live counter GET (issue 8, check-in at the door).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceSchema, checkInReplySchema } from '../../../../domain/contracts/check-in.ts';
import { apiRequest } from '../../../shared/api/client.ts';

const attendanceKey = (eventId: number) => ['admin', 'events', eventId, 'attendance'] as const;

export function useAttendance(eventId: number) {
  return useQuery({
    queryKey: attendanceKey(eventId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/eventos/${eventId}/check-in`, { schema: attendanceSchema, signal })).data,
    // Several phones at several doors: everyone's arrivals show up within a few seconds.
    refetchInterval: 5000,
  });
}

export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (codigo: string) =>
      (
        await apiRequest(`/api/eventos/${eventId}/check-in`, {
          method: 'POST',
          body: { codigo },
          schema: checkInReplySchema,
        })
      ).data,
    onSuccess: ({ presentes, total }) =>
      queryClient.setQueryData(attendanceKey(eventId), { presentes, total }),
  });
}
