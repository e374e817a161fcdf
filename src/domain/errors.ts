// The error contract of spec §8, shared by the server (which produces the body) and the
// web client (which turns it into a notification title and message).

export const ERROR_TYPES = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'network_error',
  'internal_error',
  'duplicate_participant',
  'ticket_limit_exceeded',
  'event_closed',
  'insufficient_stock',
  'invalid_coupon',
  'payment_error',
  'payment_gateway',
  'conflict',
  'too_many_requests',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

/** Field key → messages, in the order they should be shown (the UI shows the first). */
export type FieldErrors = Record<string, string[]>;

/** The body of every error response. */
export interface ErrorBody {
  error_type: ErrorType;
  error: string;
  error_details: FieldErrors | Record<string, unknown> | null;
  validation_errors: FieldErrors | null;
  error_code: number;
}

export const ERROR_TITLES: Record<ErrorType, string> = {
  validation: 'Dados Inválidos',
  not_found: 'Recurso Não Encontrado',
  unauthorized: 'Não Autorizado',
  forbidden: 'Acesso Negado',
  network_error: 'Erro de Conexão',
  internal_error: 'Erro do Servidor',
  duplicate_participant: 'Participante Duplicado',
  ticket_limit_exceeded: 'Limite Excedido',
  event_closed: 'Evento Fechado',
  insufficient_stock: 'Estoque Insuficiente',
  invalid_coupon: 'Cupom Inválido',
  payment_error: 'Erro no Pagamento',
  payment_gateway: 'Erro no Pagamento',
  conflict: 'Dados Inválidos',
  too_many_requests: 'Muitas Tentativas',
};

export const ERROR_STATUS: Record<ErrorType, number> = {
  validation: 422,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  network_error: 503,
  internal_error: 500,
  duplicate_participant: 409,
  ticket_limit_exceeded: 422,
  event_closed: 422,
  insufficient_stock: 409,
  invalid_coupon: 422,
  payment_error: 402,
  payment_gateway: 502,
  conflict: 409,
  too_many_requests: 429,
};

export const ERROR_MESSAGES = {
  notFound: 'O recurso solicitado não foi encontrado',
  network: 'Erro de conexão. Verifique sua internet e tente novamente',
  eventClosed: 'As inscrições para este evento estão fechadas.',
  /** Before the first sales start: when, instead of "fechadas" (a date-time already in pt-BR). */
  salesOpenAt: (when: string) => `As inscrições para este evento abrem em ${when}.`,
  ticketSalesOpenAt: (ticket: string, when: string) => `As vendas de "${ticket}" começam em ${when}.`,
  invalidData: 'Dados inválidos. Verifique as informações e tente novamente.',
  unknown: 'Erro desconhecido',
  ticketLimit: (limit: number) => `Você pode comprar no máximo ${limit} ingressos deste tipo.`,
  insufficientStock: (available: number) => `Só é possível comprar ${available} ingressos deste tipo.`,
} as const;

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
}

/** The title a notification shows for an error body, falling back by HTTP status (§8 "other"). */
export function errorTitle(errorType: unknown, status: number): string {
  if (isErrorType(errorType)) return ERROR_TITLES[errorType];
  if (status >= 400 && status < 500) return 'Dados Inválidos';
  if (status >= 500) return 'Erro do Servidor';
  return 'Erro';
}

/**
 * The message of a declined card (spec §8: "Erro no Pagamento", reason appended). Gateways often
 * phrase the reason as a full sentence that already says it was declined ("Pagamento recusado
 * pelo emissor do cartão."); prefixing it again read "Pagamento recusado: Pagamento recusado…".
 */
export function declinedPaymentMessage(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (text === '') return 'Pagamento recusado.';
  return /^pagamento recusado/i.test(text) ? text : `Pagamento recusado: ${text}`;
}
