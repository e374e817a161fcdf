import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_PUBLIC_ID_PATTERN } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { attachment } from '../http/attachment.ts';
import { publicLookupLimit } from '../http/public-lookup-limit.ts';
import { documentErrorPage, wantsHtml } from './document-error-page.ts';
import {
  renderOrderVouchersPdf,
  renderParticipantReceiptPdf,
  renderPaymentReceiptPdf,
} from './document-service.ts';

const ORDER_HASH = /^[A-Za-z0-9_-]{16,100}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachment(filename))
    .send(pdf);
}

function stringParam(params: unknown, name: string, pattern: RegExp): string {
  const value = (params as Record<string, string | undefined>)[name];
  if (!value || !pattern.test(value)) throw AppError.notFound();
  return value;
}

/** The route's handler, answering a browser's failure with a page in pt-BR rather than JSON. */
function documentRoute(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || !wantsHtml(request.headers.accept)) throw error;
      return reply
        .status(error.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(documentErrorPage(error));
    }
  };
}

// Every route here is public and keyed by a secret: an order hash (192 random bits), a payment's
// public id (ADR 0041) or a participant uuid. Anything else is a 404 before any query.
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const lookupLimit = publicLookupLimit(ctx.config);

  app.get(
    '/voucher/order/:orderHash',
    lookupLimit,
    documentRoute(async (request, reply) => {
      const orderHash = stringParam(request.params, 'orderHash', ORDER_HASH);
      return sendPdf(
        reply,
        await renderOrderVouchersPdf(ctx, { orderHash }),
        'Ingressos dos Participantes.pdf',
      );
    }),
  );

  app.get(
    '/voucher/order-payment/:orderPaymentId',
    lookupLimit,
    documentRoute(async (request, reply) => {
      const paymentPublicId = stringParam(request.params, 'orderPaymentId', PAYMENT_PUBLIC_ID_PATTERN);
      const pdf = await renderOrderVouchersPdf(ctx, { paymentPublicId });
      return sendPdf(reply, pdf, 'Ingressos dos Participantes.pdf');
    }),
  );

  // Not in the spec's links: each participant's e-mail links to their own ticket only.
  app.get(
    '/voucher/participant/:uuid',
    lookupLimit,
    documentRoute(async (request, reply) => {
      const participantUuid = stringParam(request.params, 'uuid', UUID).toLowerCase();
      return sendPdf(reply, await renderOrderVouchersPdf(ctx, { participantUuid }), 'Ingresso.pdf');
    }),
  );

  app.get(
    '/receipt/download/:uuid',
    lookupLimit,
    documentRoute(async (request, reply) => {
      const uuid = stringParam(request.params, 'uuid', UUID).toLowerCase();
      return sendPdf(reply, await renderParticipantReceiptPdf(ctx, uuid), 'Recibo.pdf');
    }),
  );

  app.get(
    '/receipt/order-payment/:orderPaymentId',
    lookupLimit,
    documentRoute(async (request, reply) => {
      const paymentPublicId = stringParam(request.params, 'orderPaymentId', PAYMENT_PUBLIC_ID_PATTERN);
      const { pdf, title } = await renderPaymentReceiptPdf(ctx, paymentPublicId);
      return sendPdf(reply, pdf, `${title}.pdf`);
    }),
  );
}
