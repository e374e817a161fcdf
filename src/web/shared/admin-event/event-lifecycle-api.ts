// The event lifecycle calls (issue 20): one mutation per action, shared by the event view and
// "Meus eventos". Each refreshes the organiser's event queries, whose `status` and `acoes` say
// what the screens show next.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { duplicatedEventSchema, eventStatusReplySchema } from '../../../domain/contracts/event-lifecycle.ts';
import { apiRequest } from '../api/client.ts';

export type LifecycleCall =
  | { kind: 'publish' | 'unpublish' | 'close_sales' }
  | { kind: 'cancel'; motivo: string }
  | { kind: 'duplicate' }
  | { kind: 'delete' };

const PATHS = {
  publish: 'publicar',
  unpublish: 'despublicar',
  close_sales: 'encerrar-vendas',
  cancel: 'cancelar',
  duplicate: 'duplicar',
} as const;

/** What the screen does after the call: the message to show, and the new event of a duplicate. */
export interface LifecycleOutcome {
  message: string;
  duplicateId: number | null;
}

async function runCall(eventId: number, call: LifecycleCall): Promise<LifecycleOutcome> {
  if (call.kind === 'delete') {
    const { message } = await apiRequest(`/api/eventos/${eventId}`, { method: 'DELETE', schema: z.null() });
    return { message: message ?? 'Evento excluído.', duplicateId: null };
  }
  const url = `/api/eventos/${eventId}/${PATHS[call.kind]}`;
  if (call.kind === 'duplicate') {
    const { message, data } = await apiRequest(url, {
      method: 'POST',
      body: {},
      schema: duplicatedEventSchema,
    });
    return { message: message ?? '', duplicateId: data.evento.id };
  }
  const body = call.kind === 'cancel' ? { motivo: call.motivo.trim() || null } : {};
  const { message } = await apiRequest(url, { method: 'POST', body, schema: eventStatusReplySchema });
  return { message: message ?? '', duplicateId: null };
}

export function useEventLifecycle(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: LifecycleCall) => runCall(eventId, call),
    // The list and every event view: statuses, actions and counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'events'] }),
  });
}
