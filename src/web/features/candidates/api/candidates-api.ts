// The Pré-Inscritos calls (spec §7): list page, cards, details, the id actions, the selection by
// quantity, Comunicar Pré-inscritos and the Excel export. Schemas are the server's own contracts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CandidateAction } from '../../../../domain/candidate-rules.ts';
import {
  CANDIDATE_LIST,
  type CandidateListQuery,
  type CandidateListReply,
  type CandidateRecipientsQuery,
  candidateDetailsSchema,
  candidateHistoryReplySchema,
  candidateListReplySchema,
  candidateRecipientsPreviewSchema,
  candidateSummarySchema,
  communicateReplySchema,
  drawListReplySchema,
  type SelectParticipantsBody,
  selectionReplySchema,
} from '../../../../domain/contracts/candidates.ts';
import { filtersToParams, listQueryToParams } from '../../../../domain/list-query.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { getCsrfToken } from '../../../shared/api/csrf-token.ts';
import { fileNameFrom, saveBlob } from '../../../shared/download/save-download.ts';

export const candidatesQueryKey = (eventId: number) => ['admin', 'events', eventId, 'candidates'] as const;
export const candidateSummaryQueryKey = (eventId: number) =>
  ['admin', 'events', eventId, 'candidate-summary'] as const;

export async function getCandidates(
  eventId: number,
  query: CandidateListQuery,
  signal?: AbortSignal,
): Promise<CandidateListReply> {
  const params = new URLSearchParams(listQueryToParams(CANDIDATE_LIST, query));
  const { data } = await apiRequest(`/api/eventos/${eventId}/candidatos?${params}`, {
    schema: candidateListReplySchema,
    signal,
  });
  return data;
}

export function useCandidateSummary(eventId: number) {
  return useQuery({
    queryKey: candidateSummaryQueryKey(eventId),
    queryFn: async () =>
      (await apiRequest(`/api/eventos/${eventId}/candidatos/resumo`, { schema: candidateSummarySchema }))
        .data,
  });
}

/** The event's lotteries (under the candidates key, so a new selection refreshes the list). */
export function useEventDraws(eventId: number) {
  return useQuery({
    queryKey: [...candidatesQueryKey(eventId), 'draws'],
    queryFn: async () =>
      (await apiRequest(`/api/eventos/${eventId}/sorteios`, { schema: drawListReplySchema })).data,
  });
}

export function useCandidateDetails(eventId: number, candidateId: number | null) {
  return useQuery({
    queryKey: [...candidatesQueryKey(eventId), 'details', candidateId],
    enabled: candidateId !== null,
    queryFn: async () =>
      (
        await apiRequest(`/api/eventos/${eventId}/candidatos/${candidateId}`, {
          schema: candidateDetailsSchema,
        })
      ).data,
  });
}

/** The candidate's action log, newest first (ADR 0185); refreshed with the list after every action. */
export function useCandidateHistory(eventId: number, candidateId: number | null) {
  return useQuery({
    queryKey: [...candidatesQueryKey(eventId), 'history', candidateId],
    enabled: candidateId !== null,
    queryFn: async () =>
      (
        await apiRequest(`/api/eventos/${eventId}/candidatos/${candidateId}/historico`, {
          schema: candidateHistoryReplySchema,
        })
      ).data,
  });
}

const ACTION_PATHS: Record<Exclude<CandidateAction, 'communicate'>, string> = {
  select: 'selecionar',
  disqualify: 'desclassificar',
  resend: 'reenviar-email-pagamento',
  exempt: 'conceder-isencao',
  revert: 'reverter-para-pre-inscrito',
};

function useInvalidate(eventId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: candidatesQueryKey(eventId) });
    void queryClient.invalidateQueries({ queryKey: candidateSummaryQueryKey(eventId) });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'events', eventId, 'participants'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'events', eventId, 'participant-summary'] });
  };
}

export function useCandidateAction(eventId: number) {
  const invalidate = useInvalidate(eventId);
  return useMutation({
    mutationFn: async (input: {
      action: Exclude<CandidateAction, 'communicate'>;
      ids: number[];
      notify?: boolean;
    }) => {
      const body: Record<string, unknown> = { candidato_ids: input.ids };
      if (input.action === 'disqualify') body.notify_candidates = input.notify ?? true;
      return apiRequest(`/api/candidatos/${ACTION_PATHS[input.action]}`, {
        method: 'POST',
        body,
        schema: z.unknown(),
      });
    },
    onSettled: invalidate,
  });
}

export function useSelectParticipants(eventId: number) {
  const invalidate = useInvalidate(eventId);
  return useMutation({
    mutationFn: (body: SelectParticipantsBody) =>
      apiRequest(`/api/eventos/${eventId}/selecionar-participantes`, {
        method: 'POST',
        body,
        schema: selectionReplySchema,
      }),
    onSettled: invalidate,
  });
}

/** Comunicar Pré-inscritos' preview: how many candidates and unique addresses, the first five. */
export function useCandidateRecipientsPreview(
  eventId: number,
  choice: CandidateRecipientsQuery,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['admin', 'events', eventId, 'candidates', 'recipients', choice],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/eventos/${eventId}/comunicar-pre-inscritos/destinatarios`, {
          method: 'POST',
          body: choice,
          schema: candidateRecipientsPreviewSchema,
          signal,
        })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCommunicateCandidates(eventId: number) {
  return useMutation({
    mutationFn: (body: {
      assunto: string;
      mensagem: string;
      candidatosIds: number[];
      filtros: { status: string[]; tipoIngresso: number[] };
    }) =>
      apiRequest(`/api/eventos/${eventId}/comunicar-pre-inscritos`, {
        method: 'POST',
        body,
        schema: communicateReplySchema,
      }),
  });
}

/** The spreadsheet of the ticked ids, or of the current search and filters; saved by the browser. */
export async function exportCandidatesExcel(
  eventId: number,
  input: { ids: number[]; query: Pick<CandidateListQuery, 'busca' | 'filtros'> },
): Promise<void> {
  const body =
    input.ids.length > 0
      ? { candidatos: input.ids.map((id) => ({ id })) }
      : { filtros: filtersToParams(CANDIDATE_LIST, input.query) };
  const response = await fetch(`/api/eventos/${eventId}/exportar-candidatos-excel`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': getCsrfToken() },
    body: JSON.stringify(body),
  });
  const blob = await response.blob();
  if (!response.ok) {
    let message = 'Erro ao processar resposta do servidor';
    try {
      message = (JSON.parse(await blob.text()) as { error?: string }).error ?? message;
    } catch {
      // keep the §8 fallback
    }
    throw new Error(message);
  }
  saveBlob(blob, fileNameFrom(response.headers.get('content-disposition'), 'candidatos_export.xlsx'));
}
