import {
  PARTICIPANT_LIST,
  type ParticipantListQuery,
  type ParticipantListReply,
  participantListReplySchema,
  participantSelectionSnapshotSchema,
} from '../../../../domain/contracts/participants.ts';
import { filtersToParams, listQueryToParams } from '../../../../domain/list-query.ts';
import type { SelectionSnapshot } from '../../../../domain/list-selection.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export async function getParticipants(
  eventId: number,
  query: ParticipantListQuery,
  signal?: AbortSignal,
): Promise<ParticipantListReply> {
  const params = new URLSearchParams(listQueryToParams(PARTICIPANT_LIST, query));
  const { data } = await apiRequest(`/api/eventos/${eventId}/participantes?${params}`, {
    schema: participantListReplySchema,
    signal,
  });
  return data;
}

/** Freezes "all participants matching the current search and filters" (decision 0092). */
export async function getParticipantSelection(
  eventId: number,
  query: Pick<ParticipantListQuery, 'busca' | 'filtros'>,
): Promise<SelectionSnapshot> {
  const params = new URLSearchParams(filtersToParams(PARTICIPANT_LIST, query));
  const { data } = await apiRequest(`/api/eventos/${eventId}/participantes/selecao?${params}`, {
    schema: participantSelectionSnapshotSchema,
  });
  return data;
}
