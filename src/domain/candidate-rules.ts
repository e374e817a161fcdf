// The organiser's side of the candidate lifecycle (spec organiser-dashboard §4, §5): which action
// each status allows, the refusal messages (single and bulk), the bulk-bar tooltips, the
// selection deadline and the slot arithmetic. The Pré-Inscritos tab and the server call the same
// functions; the server is the authority and re-checks under lock.
import type { CandidateDbStatus } from './candidate-status.ts';
import { CANDIDATE_DB_STATUSES } from './candidate-status.ts';

export type CandidateAction = 'select' | 'disqualify' | 'revert' | 'exempt' | 'resend' | 'communicate';
/** The actions that check a candidate's status (communicate applies to anyone). */
export type StatusAction = Exclude<CandidateAction, 'communicate'>;

/** What a rule needs to know about one candidate. */
export interface CandidateFacts {
  status: CandidateDbStatus;
  /** Ticket price in centavos; 0 means a free registration ('0.00'). */
  amountCents: number;
}

export const CANDIDATE_LABELS: Record<CandidateDbStatus, string> = {
  pre_inscrito: 'Pré-Inscrito',
  selecionado: 'Selecionado',
  desclassificado: 'Desclassificado',
  prazo_vencido: 'Vencido',
  pago: 'Pago',
  isento: 'Isento',
};

/** Badge colours of spec §4: pre-registered info, selected success, disqualified danger, expired warning. */
export const CANDIDATE_BADGE_COLORS: Record<CandidateDbStatus, string> = {
  pre_inscrito: 'blue',
  selecionado: 'green',
  desclassificado: 'red',
  prazo_vencido: 'yellow',
  pago: 'teal',
  isento: 'grape',
};

const PLURAL: Record<CandidateDbStatus, [string, string]> = {
  pre_inscrito: ['pré-inscrito', 'pré-inscritos'],
  selecionado: ['selecionado', 'selecionados'],
  desclassificado: ['desclassificado', 'desclassificados'],
  prazo_vencido: ['com prazo vencido', 'com prazo vencido'],
  pago: ['pago', 'pagos'],
  isento: ['isento', 'isentos'],
};

/** Statuses whose candidates hold a place (spec §4 Slots; shared rule of the approval helpers). */
export const PLACE_HOLDING_STATUSES = ['selecionado', 'pago', 'isento'] as const;

/**
 * The state machine: the statuses each action may start from. The browser's refusals and the
 * server's guarded UPDATEs (`… WHERE status = ANY(from)`) both read it.
 */
export const ACTION_FROM: Readonly<Record<StatusAction, readonly CandidateDbStatus[]>> = {
  select: ['pre_inscrito', 'prazo_vencido'],
  disqualify: ['pre_inscrito'],
  revert: ['desclassificado'],
  exempt: ['pre_inscrito', 'prazo_vencido'],
  resend: ['selecionado'],
};

/**
 * The transitions nobody clicks: a confirmed payment and a missed payment deadline. The server's
 * guarded UPDATEs (candidate-charge-confirmation.ts, candidate-deadline.ts) read them.
 */
export const SYSTEM_TRANSITIONS = {
  pay: { from: 'selecionado', to: 'pago' },
  expire: { from: 'selecionado', to: 'prazo_vencido' },
} as const satisfies Record<string, { from: CandidateDbStatus; to: CandidateDbStatus }>;

/** The status an allowed action leads to (resend and communicate change nothing). */
export function nextStatus(action: CandidateAction, facts: CandidateFacts): CandidateDbStatus {
  switch (action) {
    case 'select':
      // A free registration needs no payment: selecting it promotes the candidate (isParticipante).
      return facts.amountCents === 0 ? 'pago' : 'selecionado';
    case 'disqualify':
      return 'desclassificado';
    case 'revert':
      return 'pre_inscrito';
    case 'exempt':
      return 'isento';
    default:
      return facts.status;
  }
}

/** Selecting this candidate makes them a participant at once (spec §4 "promoted"). */
export function isPromotedOnSelect(facts: CandidateFacts): boolean {
  return nextStatus('select', facts) === 'pago';
}

// Single refusals: the §5 examples verbatim, and the same voice for the cases §5 does not list.
const REFUSAL: Record<Exclude<CandidateAction, 'communicate'>, Partial<Record<CandidateDbStatus, string>>> = {
  select: {
    selecionado: 'Este candidato já está selecionado.',
    desclassificado: 'Candidato desclassificado não pode ser selecionado. Reverta-o para pré-inscrito antes.',
    pago: 'Candidato que já pagou não pode ser selecionado.',
    isento: 'Candidato isento não pode ser selecionado.',
  },
  disqualify: {
    selecionado: 'Candidato selecionado não pode ser desclassificado.',
    desclassificado: 'Este candidato já está desclassificado.',
    prazo_vencido: 'Candidato com prazo vencido não pode ser desclassificado.',
    pago: 'Candidato que já pagou não pode ser desclassificado.',
    isento: 'Candidato isento não pode ser desclassificado.',
  },
  revert: {
    pre_inscrito: 'Este candidato já está como pré-inscrito.',
    selecionado: 'Candidato selecionado não pode ser revertido.',
    pago: 'Candidato que já pagou não pode ser revertido.',
    isento: 'Candidato isento não pode ser revertido.',
    prazo_vencido: 'Candidato com prazo vencido não pode ser revertido.',
  },
  exempt: {
    isento: 'Este candidato já possui isenção de pagamento.',
    pago: 'Candidato já pagou, não precisa de isenção.',
    selecionado: 'Candidato selecionado não pode receber isenção.',
    desclassificado: 'Candidato desclassificado não pode receber isenção.',
  },
  resend: {
    pre_inscrito:
      'Só candidatos selecionados recebem o email de pagamento. Este candidato está como pré-inscrito.',
    desclassificado:
      'Só candidatos selecionados recebem o email de pagamento. Este candidato está desclassificado.',
    prazo_vencido:
      'O prazo de pagamento deste candidato venceu. Selecione-o novamente para enviar um novo prazo.',
    pago: 'Este candidato já pagou.',
    isento: 'Este candidato já possui isenção de pagamento.',
  },
};

export const FREE_EXEMPTION_REFUSAL = 'Inscrição gratuita não precisa de isenção.';

/** Bulk-bar tooltips (spec §4; the select one verbatim). */
export const BULK_RULES: Record<CandidateAction, string | null> = {
  select: 'Apenas candidatos pré-inscritos ou vencidos podem ser selecionados',
  disqualify: 'Apenas candidatos pré-inscritos podem ser desclassificados',
  resend: 'Apenas candidatos selecionados podem receber o email de pagamento novamente',
  exempt: 'Apenas candidatos pré-inscritos ou vencidos com valor a pagar podem receber isenção',
  revert: 'Apenas candidatos desclassificados podem ser revertidos',
  communicate: null,
};

const BULK_VERB: Record<Exclude<CandidateAction, 'communicate'>, string> = {
  select: 'selecionar',
  disqualify: 'desclassificar',
  resend: 'reenviar o email de pagamento',
  exempt: 'conceder isenção',
  revert: 'reverter',
};

/** Why this candidate cannot take the action, or null when it can. */
export function refusalFor(action: CandidateAction, facts: CandidateFacts): string | null {
  if (action === 'communicate') return null;
  if (action === 'exempt' && facts.amountCents === 0 && ACTION_FROM.exempt.includes(facts.status))
    return FREE_EXEMPTION_REFUSAL;
  if (ACTION_FROM[action].includes(facts.status)) return null;
  return REFUSAL[action][facts.status] ?? `${BULK_RULES[action]}.`;
}

/** "2 selecionados e 1 pago" (free registrations of an exemption counted apart). */
export function describeCandidateCounts(
  counts: Partial<Record<CandidateDbStatus | 'gratuito', number>>,
): string {
  const parts = CANDIDATE_DB_STATUSES.filter((s) => (counts[s] ?? 0) > 0).map((s) => {
    const n = counts[s] ?? 0;
    return `${n} ${PLURAL[s][n === 1 ? 0 : 1]}`;
  });
  const free = counts.gratuito ?? 0;
  if (free > 0) parts.push(`${free} ${free === 1 ? 'com inscrição gratuita' : 'com inscrições gratuitas'}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/**
 * The one refusal of an action over a set of candidates, or null when every one fits. One
 * candidate gets the single message; several get the rule and the offending rows counted by status.
 */
export function refuseAction(action: CandidateAction, rows: readonly CandidateFacts[]): string | null {
  if (action === 'communicate') return null;
  const offending = rows.filter((row) => refusalFor(action, row) !== null);
  if (offending.length === 0) return null;
  if (rows.length === 1 && offending[0]) return refusalFor(action, offending[0]);
  const counts: Partial<Record<CandidateDbStatus | 'gratuito', number>> = {};
  for (const row of offending) {
    const key = refusalFor(action, row) === FREE_EXEMPTION_REFUSAL ? 'gratuito' : row.status;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return `Não foi possível ${BULK_VERB[action]}: a seleção tem ${describeCandidateCounts(counts)}. ${BULK_RULES[action]}.`;
}

/** Bulk action enabled only if every ticked row fits (spec §4): the tooltip when it does not. */
export function bulkDisabledReason(action: CandidateAction, rows: readonly CandidateFacts[]): string | null {
  if (rows.length === 0) return 'Selecione ao menos um candidato';
  return refuseAction(action, rows) === null ? null : BULK_RULES[action];
}

/**
 * Locked rows (spec §2 "a row with status locked has its checkbox disabled"; ADR 0186): candidates
 * already participants (pago, isento). No status action applies to them any more, so ticking them
 * could only make every bulk action refuse the selection; they are reached through Participantes,
 * or their own row menu (Comunicar). The reason is the checkbox's label and tooltip.
 */
export const LOCKED_ROW_REASONS: Partial<Record<CandidateDbStatus, string>> = {
  pago: 'Candidato pago: já é participante e não pode ser selecionado para ações em massa.',
  isento: 'Candidato isento: já é participante e não pode ser selecionado para ações em massa.',
};

/** Why this row's checkbox is disabled, or null when it can be ticked. */
export function lockedRowReason(facts: Pick<CandidateFacts, 'status'>): string | null {
  return LOCKED_ROW_REASONS[facts.status] ?? null;
}

/** The actions of the details dialog by status (spec §2), in the order shown. */
export function detailActions(facts: CandidateFacts): CandidateAction[] {
  const exemptable = facts.amountCents > 0;
  switch (facts.status) {
    case 'pre_inscrito':
      return ['disqualify', 'communicate', ...(exemptable ? (['exempt'] as const) : []), 'select'];
    case 'selecionado':
      return ['communicate', 'resend'];
    case 'desclassificado':
      return ['communicate', 'revert'];
    case 'prazo_vencido':
      return [...(exemptable ? (['exempt'] as const) : []), 'communicate', 'select'];
    default:
      return ['communicate'];
  }
}

// ── Slots ─────────────────────────────────────────────────────────────────────────────────────

export interface SlotCounts {
  capacity: number;
  /** Participants paid or exempt that are not candidates (spec: "participants paid or exempt"). */
  confirmedParticipants: number;
  selectedCandidates: number;
  /** Candidates paid or exempt: participants now, counted once. */
  exemptCandidates: number;
}

export interface Slots {
  total: number;
  occupied: number;
  available: number;
  /** Rounded percent of occupied over total. */
  percent: number;
}

/** Occupied = participants paid or exempt + selected + exempt candidates; available never below 0. */
export function computeSlots(counts: SlotCounts): Slots {
  const occupied = counts.confirmedParticipants + counts.selectedCandidates + counts.exemptCandidates;
  const total = Math.max(0, counts.capacity);
  return {
    total,
    occupied,
    available: Math.max(0, total - occupied),
    percent: total > 0 ? Math.min(100, Math.round((occupied / total) * 100)) : 0,
  };
}

export function availableLabel(available: number): string {
  return available === 1 ? '1 vaga disponível' : `${available.toLocaleString('pt-BR')} vagas disponíveis`;
}

// ── Selection by quantity (spec §5 Participant selection) ───────────────────────────────────

export const DEADLINE_UNITS = ['horas', 'dias', 'semanas'] as const;
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];
export const DEADLINE_MIN = 1;
export const DEADLINE_MAX = 30;
export const DEFAULT_DEADLINE = { value: 7, unit: 'dias' } as const satisfies {
  value: number;
  unit: DeadlineUnit;
};

const ENGLISH_UNITS: Record<string, DeadlineUnit> = { hours: 'horas', days: 'dias', weeks: 'semanas' };

/** `horas`/`dias`/`semanas`, or the English `hours`/`days`/`weeks`; null for anything else. */
export function normaliseDeadlineUnit(unit: string): DeadlineUnit | null {
  if ((DEADLINE_UNITS as readonly string[]).includes(unit)) return unit as DeadlineUnit;
  return ENGLISH_UNITS[unit] ?? null;
}

/** The event's own setting when it fits the dialog's bounds and units; otherwise 7 dias. */
export function defaultDeadline(event: { value: number | null; unit: string | null }): {
  value: number;
  unit: DeadlineUnit;
} {
  const unit = event.unit ? normaliseDeadlineUnit(event.unit) : null;
  if (unit && event.value !== null && event.value >= DEADLINE_MIN && event.value <= DEADLINE_MAX)
    return { value: event.value, unit };
  return { ...DEFAULT_DEADLINE };
}

const UNIT_MS: Record<DeadlineUnit, number> = { horas: 3_600_000, dias: 86_400_000, semanas: 604_800_000 };

export function deadlineFrom(now: Date, deadline: { value: number; unit: DeadlineUnit }): Date {
  return new Date(now.getTime() + deadline.value * UNIT_MS[deadline.unit]);
}

const UNIT_WORDS: Record<DeadlineUnit, [string, string]> = {
  horas: ['hora', 'horas'],
  dias: ['dia', 'dias'],
  semanas: ['semana', 'semanas'],
};

export function describeDeadline(deadline: { value: number; unit: DeadlineUnit }): string {
  return `${deadline.value} ${UNIT_WORDS[deadline.unit][deadline.value === 1 ? 0 : 1]}`;
}

export const SELECTION_MESSAGES = {
  quantityRequired: 'Por favor, informe a quantidade de participantes a serem selecionados.',
  deadlineRequired: 'Por favor, defina o prazo para pagamento.',
  quantityRange: (max: number) => `A quantidade deve estar entre 1 e ${max} participantes.`,
  noneAvailable: 'Não há pré-inscritos disponíveis para seleção.',
  noPlaces: 'Não há vagas disponíveis para selecionar candidatos.',
} as const;

/**
 * Why the Seleção de Participantes dialog cannot select anyone, or null: nobody pre-registered
 * (the spec's warning) before no places left (the same text the server refuses with).
 */
export function selectionBlocker(preRegistered: number, availablePlaces: number): string | null {
  if (preRegistered <= 0) return SELECTION_MESSAGES.noneAvailable;
  if (availablePlaces <= 0) return SELECTION_MESSAGES.noPlaces;
  return null;
}

/** Max of the quantity field: free slots, capped at the pre-registered candidates. */
export function maxSelectable(slots: Slots, preRegistered: number): number {
  return Math.max(0, Math.min(slots.available, preRegistered));
}

export interface SelectionForm {
  quantity: number | null;
  deadlineValue: number | null;
}

/** The §5 messages of the Seleção de Participantes dialog, keyed by field; empty when valid. */
export function validateSelection(form: SelectionForm, max: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.quantity === null || Number.isNaN(form.quantity))
    errors.quantidade = SELECTION_MESSAGES.quantityRequired;
  else if (!Number.isInteger(form.quantity) || form.quantity < 1 || form.quantity > max)
    errors.quantidade = SELECTION_MESSAGES.quantityRange(max);
  if (form.deadlineValue === null || Number.isNaN(form.deadlineValue))
    errors.prazo = SELECTION_MESSAGES.deadlineRequired;
  else if (
    !Number.isInteger(form.deadlineValue) ||
    form.deadlineValue < DEADLINE_MIN ||
    form.deadlineValue > DEADLINE_MAX
  )
    errors.prazo = `O prazo deve estar entre ${DEADLINE_MIN} e ${DEADLINE_MAX}.`;
  return errors;
}

/** §8 success texts. */
export const CANDIDATE_SUCCESS = {
  select: 'Candidatos selecionados!',
  disqualify: 'Candidatos desclassificados!',
  resend: 'Emails reenviados!',
  exempt: 'Isenção concedida!',
  revert: 'Candidatos revertidos!',
  selection: 'Seleção Realizada!',
  communicate: 'Comunicação Enviada!',
  export: 'Exportação Concluída!',
} as const;

/** §8 fallbacks when the server gives no message. */
export const CANDIDATE_FAILURE = {
  select: 'Erro ao selecionar candidatos. Tente novamente.',
  disqualify: 'Erro ao desclassificar candidatos. Tente novamente.',
  resend: 'Erro ao reenviar emails de pagamento. Tente novamente.',
  exempt: 'Erro ao conceder isenção. Tente novamente.',
  revert: 'Erro ao reverter candidatos. Tente novamente.',
  selection: 'Erro ao processar seleção de participantes. Tente novamente.',
  export: 'Erro ao gerar arquivo Excel. Tente novamente.',
  exportBlob: 'Erro ao processar resposta do servidor',
  communicate: 'Erro ao enviar comunicação',
  communicateTitle: 'Erro na Comunicação',
} as const;

/** "1 candidato movido para lista de participantes de forma isenta" / "N candidatos movidos …". */
export function exemptionMessage(n: number): string {
  return n === 1
    ? '1 candidato movido para lista de participantes de forma isenta'
    : `${n} candidatos movidos para lista de participantes de forma isenta`;
}

/** "N participantes selecionados com prazo de X unidade para pagamento". */
export function selectionMessage(n: number, deadline: { value: number; unit: DeadlineUnit }): string {
  return `${n} ${n === 1 ? 'participante selecionado' : 'participantes selecionados'} com prazo de ${describeDeadline(deadline)} para pagamento`;
}

/** "N emails enviados para M candidatos". */
/** Comunicar Pré-inscritos when nobody matches: the server's refusal and the modal's warning. */
export const NO_CANDIDATE_RECIPIENTS =
  'Nenhum pré-inscrito encontrado com os filtros aplicados. Ajuste os filtros para continuar.';

export function communicationMessage(emails: number, candidates: number): string {
  return `${emails} ${emails === 1 ? 'email enviado' : 'emails enviados'} para ${candidates} ${candidates === 1 ? 'candidato' : 'candidatos'}`;
}
