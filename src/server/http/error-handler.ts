import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { fromDatabaseError } from './database-errors.ts';

// Fastify's own client errors, in the spec's error shape with pt-BR messages.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON inválido no corpo da requisição.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição JSON está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido.',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo enviado é grande demais.',
  FST_PARTS_LIMIT: 'A requisição tem partes demais.',
  FST_FILES_LIMIT: 'A requisição tem arquivos demais.',
  FST_FIELDS_LIMIT: 'A requisição tem campos demais.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'A requisição não é multipart.',
  FST_ERR_VALIDATION: 'Dados inválidos. Verifique as informações e tente novamente.',
};

function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status === 429) {
    return new AppError('too_many_requests', 'Muitas tentativas. Aguarde um pouco e tente novamente.');
  }
  if (status >= 400 && status < 500) {
    const message = (fe.code && FASTIFY_CLIENT_ERRORS[fe.code]) ?? 'Requisição inválida.';
    // Keyed '_' (the whole request), like every validation error: a client shows the first message.
    return new AppError('validation', message, {
      status,
      fieldErrors: { _: [message] },
      logMessage: fe.message,
    });
  }
  return new AppError('internal_error', 'Erro interno do servidor. Tente novamente em instantes.', {
    logMessage: error.message,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The spec's coupon calls (§7) read `success, message, data, errors` from every reply: their
     * error replies carry `success: false`, `message` and `errors` besides the error shape (ADR 0191).
     */
    envelopeErrors?: boolean;
  }
}

/** The error body a route answers: the spec's error shape, in the §7 envelope where the route asks. */
function errorBody(appError: AppError, request: FastifyRequest) {
  const body = appError.toBody();
  if (!request.routeOptions?.config?.envelopeErrors) return body;
  return { success: false as const, message: appError.message, errors: appError.fieldErrors, ...body };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const fromDatabase = error instanceof AppError ? null : fromDatabaseError(error);
    const appError = fromDatabase ?? toAppError(error);
    const fields = { errorType: appError.type, status: appError.status };
    if (fromDatabase) {
      // Without the error object: a failed query carries its parameters (names, CPFs) with it.
      // A 4xx here means an edge let a client's mistake through to the database.
      const level = appError.status >= 500 ? 'error' : 'warn';
      request.log[level](fields, appError.logMessage ?? appError.message);
    } else if (appError.status >= 500) {
      request.log.error({ err: error }, appError.logMessage ?? appError.message);
    } else {
      request.log.info(fields, appError.logMessage ?? appError.message);
    }
    reply.status(appError.status).type('application/json; charset=utf-8').send(errorBody(appError, request));
  });
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`): a path parameter
 * longer than the router accepts names nothing (404, like an id that does not exist), and a
 * malformed percent-encoding is a bad request; both in the spec's shape instead of Fastify's own.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? AppError.validation({ _: ['Endereço inválido.'] }, 'Endereço inválido.')
      : AppError.notFound();
  request.log.info({ errorType: appError.type, status: appError.status }, error.message);
  reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
}

export function sendNotFound(reply: FastifyReply): void {
  const error = AppError.notFound();
  reply.status(404).type('application/json; charset=utf-8').send(error.toBody());
}
