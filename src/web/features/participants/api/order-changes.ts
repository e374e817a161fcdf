// The Participantes tab's changes after the sale (issue 20): cancel/refund, edit, transfer,
// re-send and courtesy registrations, each a mutation that refreshes the list and the cards; and
// a participant's history. One key per click for re-sends: a retried request sends nothing more.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type CancelParticipantsBody,
  cancelParticipantsReplySchema,
  type EditParticipantBody,
  historyEntrySchema,
  type ManualRegistrationBody,
  manualRegistrationReplySchema,
  type ResendKind,
  resendReplySchema,
  type TransferParticipantBody,
} from '../../../../domain/contracts/order-changes.ts';
import { participantEditFormSchema } from '../../../../domain/contracts/participant-edit.ts';
import { eventRefundsQueryKey } from '../../../shared/admin-event/event-refunds-api.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { participantSummaryQueryKey, participantsQueryKey } from './participants-keys.ts';

function useRefresh(eventId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: participantSummaryQueryKey(eventId) });
    void queryClient.invalidateQueries({ queryKey: participantsQueryKey(eventId) });
    // A refused or unanswered refund shows at once in the header's refunds panel ("Tentar novamente").
    void queryClient.invalidateQueries({ queryKey: eventRefundsQueryKey(eventId) });
  };
}

const messageOf = (reply: { message?: string }) => reply.message ?? '';

export function useCancelParticipants(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: async (body: CancelParticipantsBody) => {
      const reply = await apiRequest(`/api/eventos/${eventId}/participantes/cancelar`, {
        method: 'POST',
        body,
        schema: cancelParticipantsReplySchema,
      });
      return { ...reply.data, message: messageOf(reply) };
    },
    onSettled: refresh,
  });
}

export function useEditParticipant(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: EditParticipantBody }) =>
      messageOf(
        await apiRequest(`/api/eventos/${eventId}/participantes/${id}`, {
          method: 'PUT',
          body,
          schema: z.unknown(),
        }),
      ),
    onSettled: refresh,
  });
}

export function useTransferParticipant(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TransferParticipantBody }) =>
      messageOf(
        await apiRequest(`/api/eventos/${eventId}/participantes/${id}/transferir`, {
          method: 'POST',
          body,
          schema: z.unknown(),
        }),
      ),
    onSettled: refresh,
  });
}

const clickKey = () => crypto.randomUUID().replace(/-/g, '');

export function useResendEmail(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: async ({ id, tipo }: { id: number; tipo: ResendKind }) =>
      messageOf(
        await apiRequest(`/api/eventos/${eventId}/participantes/${id}/reenviar`, {
          method: 'POST',
          body: { chave: clickKey(), tipo },
          schema: resendReplySchema,
        }),
      ),
    onSettled: refresh,
  });
}

export function useResendFailedEmails(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: async (ids: number[]) =>
      messageOf(
        await apiRequest(`/api/eventos/${eventId}/participantes/reenviar-emails`, {
          method: 'POST',
          body: { chave: clickKey(), participantes_ids: ids },
          schema: resendReplySchema,
        }),
      ),
    onSettled: refresh,
  });
}

export function useAddParticipant(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: async (body: ManualRegistrationBody) => {
      const reply = await apiRequest(`/api/eventos/${eventId}/participantes`, {
        method: 'POST',
        body,
        schema: manualRegistrationReplySchema,
      });
      return { ...reply.data, message: messageOf(reply) };
    },
    onSettled: refresh,
  });
}

/** The edit dialog's data, read fresh each time it opens (another organiser may have changed it). */
export function useParticipantEditForm(eventId: number, participantId: number | null) {
  return useQuery({
    queryKey: [...participantsQueryKey(eventId), 'edit-form', participantId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/eventos/${eventId}/participantes/${participantId}/formulario`, {
          schema: participantEditFormSchema,
          signal,
        })
      ).data,
    enabled: participantId !== null,
    gcTime: 0,
  });
}

export function useParticipantHistory(eventId: number, participantId: number | null) {
  return useQuery({
    queryKey: [...participantsQueryKey(eventId), 'history', participantId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/eventos/${eventId}/participantes/${participantId}/historico`, {
          schema: z.array(historyEntrySchema),
          signal,
        })
      ).data,
    enabled: participantId !== null,
  });
}
