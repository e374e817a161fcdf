// A candidate's history as the organiser reads it in "Dados do Pré-Inscrito" (ADR 0185): the spec
// keeps an action log in the browser's localStorage; here the server records it and this module
// says how each entry reads in pt-BR. Pure, shared by the server (the reply) and the dialog.
import { CANDIDATE_LABELS } from './candidate-rules.ts';
import type { CandidateDbStatus } from './candidate-status.ts';
import { isoToBrDate, toLocalParts } from './dates.ts';

/** The organiser's actions (candidate-rules' CandidateAction) and the automatic changes. */
export const CANDIDATE_LOG_ACTION_VALUES = [
  'select',
  'disqualify',
  'revert',
  'exempt',
  'resend',
  'communicate',
  'expire',
  'pay',
] as const;
export type CandidateLogAction = (typeof CANDIDATE_LOG_ACTION_VALUES)[number];

export type CandidateLogActor = 'organizador' | 'sistema' | 'pagamento';

/** Who did it, as the log names the automatic actors. */
export const AUTOMATIC_ACTOR_NAMES = { sistema: 'Sistema', pagamento: 'Pagamento' } as const;

const ACTION_TEXT: Record<CandidateLogAction, string> = {
  select: 'Selecionado',
  disqualify: 'Desclassificado',
  revert: 'Revertido para pré-inscrito',
  exempt: 'Isenção concedida',
  resend: 'E-mail de pagamento reenviado',
  communicate: 'Comunicado enviado',
  expire: 'Prazo de pagamento vencido',
  pay: 'Pagamento confirmado',
};

const METHOD_TEXT: Record<string, string> = {
  cronologica: 'por ordem de inscrição',
  sorteio: 'por sorteio',
};

export interface CandidateLogFacts {
  at: Date;
  actorName: string;
  action: CandidateLogAction;
  from: CandidateDbStatus;
  to: CandidateDbStatus;
  notified: boolean;
  method?: string | null;
}

/** "05/12/2026 14:30" in Brazil's wall clock (the history's short form, without "às"). */
export function formatLogTime(at: Date): string {
  const { date, time } = toLocalParts(at);
  return `${isoToBrDate(date)} ${time}`;
}

/**
 * What happened, in one line: "Selecionado por sorteio (Pré-Inscrito → Selecionado), candidato
 * notificado". A change of status names both ends; a resend or a message names none.
 */
export function describeLogEntry(entry: CandidateLogFacts): string {
  let text = ACTION_TEXT[entry.action];
  if (entry.action === 'select' && entry.to === 'pago') text = 'Selecionado (inscrição gratuita)';
  const method = entry.method ? METHOD_TEXT[entry.method] : undefined;
  if (entry.action === 'select' && method) text += ` ${method}`;
  if (entry.from !== entry.to) text += ` (${CANDIDATE_LABELS[entry.from]} → ${CANDIDATE_LABELS[entry.to]})`;
  if (entry.notified) text += ', candidato notificado';
  return text;
}
