// Presence for one row: the switch flips at once (optimistic), and flips back with a toast if the
// server refuses or cannot be reached.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ParticipantListReply,
  type ParticipantRow,
  presenceReplySchema,
} from '../../../../domain/contracts/participants.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { participantSummaryQueryKey, participantsQueryKey } from './participants-keys.ts';

interface Variables {
  participant: ParticipantRow;
  presenca: boolean;
}

export function useSetPresence(eventId: number) {
  const queryClient = useQueryClient();
  const listKey = participantsQueryKey(eventId);
  const patchRow = (id: number, patch: Partial<ParticipantRow>) =>
    queryClient.setQueriesData<ParticipantListReply>({ queryKey: listKey }, (page) =>
      page ? { ...page, itens: page.itens.map((row) => (row.id === id ? { ...row, ...patch } : row)) } : page,
    );

  return useMutation({
    mutationFn: async ({ participant, presenca }: Variables) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/participantes/${participant.id}/presenca`, {
        method: 'POST',
        body: { presenca },
        schema: presenceReplySchema,
      });
      return data;
    },
    onMutate: async ({ participant, presenca }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<ParticipantListReply>({ queryKey: listKey });
      patchRow(participant.id, {
        presenca,
        presencaEm: presenca ? (participant.presencaEm ?? new Date().toISOString()) : null,
        presencaDias: presenca ? participant.presencaDias : [],
      });
      return { previous };
    },
    onError: (error, { participant }, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      const { title, message } = describeError(error);
      notify('error', {
        title,
        message: `Não foi possível atualizar a presença de ${participant.nome}. ${message}`,
      });
    },
    onSuccess: (reply) => patchRow(reply.id, { presenca: reply.presenca, presencaEm: reply.presencaEm }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: participantSummaryQueryKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
