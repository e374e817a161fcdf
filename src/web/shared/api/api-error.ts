import {
  ERROR_MESSAGES,
  type ErrorBody,
  type ErrorType,
  errorTitle,
  type FieldErrors,
  isErrorType,
} from '../../../domain/errors.ts';
import { ORDER_LIMIT_MESSAGES } from '../../../domain/order-limits.ts';

// Kept free of zod and fetch so the app shell (query retry rules) can import it without
// pulling the whole client into the first chunk a buyer downloads.

/** Every failed API call surfaces as this one error, already mapped to the §8 title and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  /** The catalogue type, or null when the server sent none we know. */
  readonly errorType: ErrorType | null;
  readonly title: string;
  readonly fieldErrors: FieldErrors | null;
  readonly details: ErrorBody['error_details'];
  readonly code: number | null;

  constructor(init: {
    status: number;
    errorType: ErrorType | null;
    title: string;
    message: string;
    fieldErrors?: FieldErrors | null;
    details?: ErrorBody['error_details'];
    code?: number | null;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.errorType = init.errorType;
    this.title = init.title;
    this.fieldErrors = init.fieldErrors ?? null;
    this.details = init.details ?? null;
    this.code = init.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldErrors | null {
  if (!isRecord(value)) return null;
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (typeof messages === 'string') fieldErrors[field] = [messages];
    else if (Array.isArray(messages)) fieldErrors[field] = messages.filter((m) => typeof m === 'string');
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

function fallbackMessage(status: number, errorType: ErrorType | null): string {
  if (errorType === 'not_found' || status === 404) return ERROR_MESSAGES.notFound;
  if (errorType === 'validation') return ERROR_MESSAGES.invalidData;
  return ERROR_MESSAGES.unknown;
}

/** Maps a non-2xx response (its status and parsed JSON body, if any) to an ApiError. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const fields = isRecord(body) ? body : {};
  const errorType = isErrorType(fields.error_type) ? fields.error_type : null;
  const message =
    typeof fields.error === 'string' && fields.error.trim() !== ''
      ? fields.error
      : fallbackMessage(status, errorType);
  const details = isRecord(fields.error_details)
    ? (fields.error_details as ErrorBody['error_details'])
    : null;
  // Places only held by unpaid PIX orders are not "estoque insuficiente" for good (issue 17 item 3).
  const isHeldForNow = details !== null && (details as Record<string, unknown>).reason === 'held';
  return new ApiError({
    status,
    errorType,
    title: isHeldForNow ? ORDER_LIMIT_MESSAGES.soldOutForNowLabel : errorTitle(fields.error_type, status),
    message,
    // The coupon calls' envelope names them `errors` too (spec organiser-dashboard §7, ADR 0191).
    fieldErrors: readFieldErrors(fields.validation_errors ?? fields.errors),
    details,
    code: typeof fields.error_code === 'number' ? fields.error_code : null,
  });
}

/** The request never reached the server, or its answer never came back. */
export function networkApiError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    errorType: 'network_error',
    title: errorTitle('network_error', 0),
    message: ERROR_MESSAGES.network,
    cause,
  });
}

/** A 2xx whose body is not the documented shape: a contract bug, reported as a server error. */
export function unexpectedResponseError(status: number, cause: unknown): ApiError {
  return new ApiError({
    status,
    errorType: 'internal_error',
    title: errorTitle('internal_error', status),
    message: 'Resposta inesperada do servidor. Tente novamente.',
    cause,
  });
}
