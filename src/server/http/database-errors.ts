// The one place where an error raised by PostgreSQL (or PGlite) becomes the spec's error body.
// The edges refuse bad input before it reaches the database; this is the net under them, so a
// client's mistake that slips through is a 4xx with a pt-BR message, never a 500
// (docs/decisions/0051-database-error-mapping.md).

import { COUPON_INVALID_MESSAGE } from '../../domain/coupon.ts';
import { EVENT_MESSAGES } from '../../domain/event-form/validate-event-form.ts';
import { type DatabaseErrorFields, findDatabaseError, RetriesExhaustedError } from '../db/database-error.ts';
import { AppError } from './app-error.ts';

const TRY_AGAIN = 'O sistema está ocupado no momento. Tente novamente em instantes.';

/** 503 with a "try again" message: the request was fine, the moment was not. */
export function tryAgainLater(logMessage?: string): AppError {
  return new AppError('internal_error', TRY_AGAIN, { status: 503, logMessage });
}

const field = (key: string, message: string) => AppError.validation({ [key]: [message] });

/** Constraints with a message of their own; the others get their class's message. */
const CONSTRAINT_ERRORS: Record<string, () => AppError> = {
  organisers_email_unique: () =>
    new AppError('conflict', 'Este e-mail já está cadastrado.', {
      fieldErrors: { email: ['Este e-mail já está cadastrado.'] },
    }),
  events_slug_unique: () =>
    new AppError('conflict', 'Outro evento foi salvo com o mesmo endereço agora. Tente novamente.'),
  coupons_event_code_norm_uq: () =>
    new AppError('conflict', 'Já existe um cupom com este código neste evento.', {
      fieldErrors: { codigo: ['Já existe um cupom com este código neste evento.'] },
    }),
  orders_event_idempotency_uq: () =>
    new AppError('conflict', 'Esta inscrição já está sendo processada. Aguarde um instante e confira.'),
  events_capacity_positive: () => field('numero_participantes', EVENT_MESSAGES.participantsMin),
  events_dates_ordered: () => field('data_inicio', EVENT_MESSAGES.startBeforeEnd),
  events_places_taken_range: () =>
    new AppError(
      'conflict',
      'O número de vagas do evento não comporta as inscrições já feitas. Atualize a página e tente novamente.',
    ),
  ticket_types_price_nonneg: () =>
    AppError.validation({ preco: ['O valor do ingresso deve ser um número maior ou igual a zero.'] }),
  ticket_types_sold_range: () =>
    new AppError(
      'conflict',
      'A quantidade deste ingresso não comporta os já vendidos. Atualize a página e tente novamente.',
    ),
  coupons_uses_range: () => new AppError('invalid_coupon', COUPON_INVALID_MESSAGE),
};

const ROOT = '_';
const IN_USE = 'Este registro está em uso e não pode ser removido.';

function byClass(db: DatabaseErrorFields): AppError | null {
  const { code } = db;
  switch (code) {
    case '22003':
      return field(ROOT, 'Um valor numérico está fora do intervalo permitido.');
    case '22P02':
      return field(ROOT, 'Um dos valores enviados tem formato inválido.');
    case '22021':
    case '22P05':
      return field(ROOT, 'O texto contém caracteres inválidos.');
    case '22001':
    case '54000':
      return field(ROOT, 'Um dos textos enviados é longo demais.');
    case '22007':
    case '22008':
      return field(ROOT, 'Data ou hora inválida.');
    case '23502':
      return field(ROOT, 'Um campo obrigatório não foi informado.');
    case '23505':
      return new AppError('conflict', 'Este registro já existe.');
    case '23001':
      // ON DELETE RESTRICT: PostgreSQL 17 (PGlite) says restrict_violation, 15 says foreign key.
      return new AppError('conflict', IN_USE);
    case '23503':
      // "still referenced" (a delete) vs "not present" (an insert naming a missing row).
      return /still referenced|update or delete/i.test(`${db.detail ?? ''} ${db.message}`)
        ? new AppError('conflict', IN_USE)
        : AppError.notFound('Um dos registros informados não foi encontrado.');
    case '23514':
    case '23P01':
      return new AppError(
        'conflict',
        'A operação não pôde ser concluída porque os dados mudaram. Atualize a página e tente novamente.',
      );
    case '40001':
    case '40P01':
    case '55P03':
    case '57014':
    case '57P01':
    case '57P02':
    case '57P03':
      return tryAgainLater();
  }
  switch (code.slice(0, 2)) {
    case '22':
      return field(ROOT, 'Um dos valores enviados é inválido.');
    case '54':
      return field(ROOT, 'Os dados enviados são grandes demais.');
    case '08':
    case '53':
      return tryAgainLater();
  }
  return null;
}

/**
 * The spec's error for a database error, or null when the error did not come from the database
 * or means a bug (a syntax error, a missing column): those stay 500 and are logged in full.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  // withRetry's last word on a deadlock or serialization failure: the moment was bad, not the request.
  if (error instanceof RetriesExhaustedError) return tryAgainLater(error.message);
  const db = findDatabaseError(error);
  if (!db) return null;
  const mapped = (db.constraint && CONSTRAINT_ERRORS[db.constraint]?.()) || byClass(db);
  if (!mapped) return null;
  return new AppError(mapped.type, mapped.message, {
    status: mapped.status,
    fieldErrors: mapped.fieldErrors ?? undefined,
    logMessage: `database ${db.code}${db.constraint ? ` (${db.constraint})` : ''}: ${db.message}`,
  });
}
