// The candidate lifecycle as the candidate payment page shows it (spec §4 "Candidate payment page").

export const CANDIDATE_DB_STATUSES = [
  'pre_inscrito',
  'selecionado',
  'desclassificado',
  'prazo_vencido',
  'pago',
  'isento',
] as const;
export type CandidateDbStatus = (typeof CANDIDATE_DB_STATUSES)[number];

export type CandidatePageStatus =
  | 'candidate'
  | 'selected'
  | 'disqualified'
  | 'fulfilled'
  | 'payment_expired'
  | 'waived';

const PAGE_STATUS: Record<CandidateDbStatus, CandidatePageStatus> = {
  pre_inscrito: 'candidate',
  selecionado: 'selected',
  desclassificado: 'disqualified',
  prazo_vencido: 'payment_expired',
  pago: 'fulfilled',
  isento: 'waived',
};

export const CANDIDATE_STATUS_LABELS: Record<CandidatePageStatus, string> = {
  candidate: 'Em Análise',
  selected: 'Aguardando Pagamento',
  disqualified: 'Não Selecionado',
  fulfilled: 'Pago',
  payment_expired: 'Prazo Vencido',
  waived: 'Isento',
};

export function toCandidatePageStatus(status: CandidateDbStatus): CandidatePageStatus {
  return PAGE_STATUS[status];
}

/** Only selected candidates can be paid for, and they start checked. */
export function isPayableCandidate(status: CandidatePageStatus): boolean {
  return status === 'selected';
}
