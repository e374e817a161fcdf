import { ERROR_STATUS, type ErrorBody, type ErrorType, type FieldErrors } from '../../domain/errors.ts';

/**
 * The one error services throw. `message` is the pt-BR text a person reads; what the logs need
 * beyond it goes in `logMessage`.
 */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly status: number;
  readonly fieldErrors: FieldErrors | null;
  readonly details: Record<string, unknown> | null;
  readonly logMessage: string | undefined;

  constructor(
    type: ErrorType,
    message: string,
    options: {
      status?: number;
      fieldErrors?: FieldErrors;
      details?: Record<string, unknown>;
      logMessage?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.status = options.status ?? ERROR_STATUS[type];
    this.fieldErrors = options.fieldErrors ?? null;
    this.details = options.details ?? null;
    this.logMessage = options.logMessage;
  }

  static validation(fieldErrors: FieldErrors, message?: string): AppError {
    return new AppError('validation', message ?? joinFieldMessages(fieldErrors), { fieldErrors });
  }

  static notFound(message = 'O recurso solicitado não foi encontrado'): AppError {
    return new AppError('not_found', message);
  }

  toBody(): ErrorBody {
    return {
      error_type: this.type,
      error: this.message,
      error_details: this.fieldErrors ?? this.details,
      validation_errors: this.fieldErrors,
      error_code: this.status,
    };
  }
}

export function joinFieldMessages(fieldErrors: FieldErrors): string {
  const messages = Object.values(fieldErrors).flatMap((list) => list.slice(0, 1));
  return messages.length > 0
    ? messages.join(' ')
    : 'Dados inválidos. Verifique as informações e tente novamente.';
}
