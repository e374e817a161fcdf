// What a participant's history records (ADR 0412) and how the details dialog names each entry.

export const PARTICIPANT_HISTORY_ACTIONS = [
  'cancelado',
  'reembolsado',
  'estorno_falhou',
  'desistencia',
  'editado',
  'transferido',
  'reenviado',
  'cortesia',
  'inscricao_manual',
  'entrada_desfeita',
] as const;
export type ParticipantHistoryAction = (typeof PARTICIPANT_HISTORY_ACTIONS)[number];

export const PARTICIPANT_HISTORY_LABELS: Record<ParticipantHistoryAction, string> = {
  cancelado: 'Inscrição cancelada',
  reembolsado: 'Cancelada com reembolso',
  estorno_falhou: 'Reembolso recusado pelo meio de pagamento',
  desistencia: 'Desistência do comprador',
  editado: 'Dados alterados',
  transferido: 'Ingresso transferido',
  reenviado: 'E-mail reenviado',
  cortesia: 'Cortesia adicionada',
  inscricao_manual: 'Inscrição manual',
  entrada_desfeita: 'Entrada desfeita na porta',
};

export const HISTORY_ACTOR_LABELS = {
  organizador: 'Organização',
  comprador: 'Comprador',
  sistema: 'Sistema',
} as const;

/** An edit's person fields (details.alteracoes keys) as the history names them. */
export const EDITED_PERSON_FIELD_LABELS: Record<string, string> = {
  nome: 'Nome',
  email: 'E-mail',
  telefone: 'Telefone',
  cpf: 'CPF',
};
