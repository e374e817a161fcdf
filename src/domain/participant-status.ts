// Participant statuses (spec §3 Participant) with their labels, and the rules on presence.

export const PARTICIPANT_STATUSES = [
  'pago',
  'pendente',
  'cancelado',
  'reembolsado',
  'isento',
  'contestado',
] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const PARTICIPANT_STATUS_LABELS: Record<ParticipantStatus, string> = {
  pago: 'Pago',
  pendente: 'Pendente',
  cancelado: 'Cancelado',
  reembolsado: 'Reembolsado',
  isento: 'Isento',
  contestado: 'Contestado',
};

/** Mantine colours of the status badges. */
export const PARTICIPANT_STATUS_COLORS: Record<ParticipantStatus, string> = {
  pago: 'green',
  pendente: 'yellow',
  cancelado: 'gray',
  reembolsado: 'orange',
  isento: 'teal',
  contestado: 'red',
};

/**
 * "Confirmed": a paid or exempt place, the one definition of a sale that counts. A confirmed
 * participant counts as sold, gets documents and may be let in; a candidate whose status is one of
 * these has become a participant (decision 0094). Pending, cancelled, refunded and disputed tickets
 * grant no entry, so their presence cannot be marked (it can always be removed). SQL reads the same
 * list through src/server/db/status-sql.ts.
 */
export const CONFIRMED_STATUSES = ['pago', 'isento'] as const satisfies readonly ParticipantStatus[];
export type ConfirmedStatus = (typeof CONFIRMED_STATUSES)[number];

export function isConfirmed(status: string): status is ConfirmedStatus {
  return (CONFIRMED_STATUSES as readonly string[]).includes(status);
}

/** Who may be let in at the door: a confirmed place. */
export function canAttend(status: ParticipantStatus): boolean {
  return isConfirmed(status);
}

/** Attendance rate (spec §4): rounded percent of present over those who may attend; 0 when none. */
export function attendanceRate(present: number, attending: number): number {
  return attending > 0 ? Math.round((present / attending) * 100) : 0;
}

const PLURAL_LABELS: Record<ParticipantStatus, [string, string]> = {
  pago: ['pago', 'pagos'],
  pendente: ['pendente', 'pendentes'],
  cancelado: ['cancelado', 'cancelados'],
  reembolsado: ['reembolsado', 'reembolsados'],
  isento: ['isento', 'isentos'],
  contestado: ['contestado', 'contestados'],
};

/** "2 pendentes e 1 cancelado": counts by status for a refusal message. */
export function describeStatusCounts(counts: Partial<Record<ParticipantStatus, number>>): string {
  const parts = PARTICIPANT_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) => {
    const n = counts[status] ?? 0;
    return `${n} ${PLURAL_LABELS[status][n === 1 ? 0 : 1]}`;
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}
