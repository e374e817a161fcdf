import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { isOrganiserGuarded } from './auth/guard.ts';
import { registerCandidateStatusRoutes } from './candidates/candidate-status-routes.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { type DbHandle, openDatabase } from './db/client.ts';
import { registerDocumentRoutes } from './documents/document-routes.ts';
import { registerDevOutboxRoutes } from './email/dev-outbox-routes.ts';
import { createMailer } from './email/mailer.ts';
import { registerEventFormRoutes } from './events/event-form-routes.ts';
import { registerOrganiserEventRoutes } from './events/organiser-events-routes.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { AppError } from './http/app-error.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { installPortugueseZodMessages } from './http/zod-pt-br.ts';
import { registerInstitutionRoutes } from './institutions/institutions-routes.ts';
import { DeferredJobQueue } from './jobs/job-queue.ts';
import { type StartedJobs, startJobs } from './jobs/jobs.ts';
import { loggerOptions } from './logger.ts';
import { registerOrderRoutes } from './orders/order-routes.ts';
import { registerParticipantRoutes } from './participants/participants-routes.ts';
import { createPaymentGateway } from './payments/create-gateway.ts';
import { registerPublicEventRoutes } from './public-events/public-event-routes.ts';
import { LocalDirectoryStorage } from './uploads/file-storage.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { registerWebRoutes } from './web/web-routes.ts';

export interface BuildAppOptions {
  /** An already-open database (tests share one); otherwise opened from config and closed with the app. */
  dbHandle?: DbHandle;
  /** Serve the built web app and HTML pages (off for API-only tests). */
  serveWeb?: boolean;
  /** Where logs go instead of stdout (tests capture them to prove secrets are never logged). */
  logStream?: DestinationStream;
}

export interface RouteInfo {
  method: string;
  url: string;
  /** Guarded by requireOrganiser: session, CSRF on mutations, ownership. */
  organiser: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route registered, for the contract tests that sweep all of them. */
  routes: RouteInfo[];
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<BuiltApp> {
  installPortugueseZodMessages();
  const ownsDb = !options.dbHandle;
  const dbHandle = options.dbHandle ?? (await openDatabase(config));

  const app = Fastify({
    logger: options.logStream
      ? { ...(loggerOptions(config) as object), stream: options.logStream }
      : loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
  });
  const jobs = new DeferredJobQueue();
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dbHandle,
    log: app.log,
    storage: new LocalDirectoryStorage(config.uploadDir),
    jobs,
    payments: createPaymentGateway(config),
    mailer: createMailer(config),
  };
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, organiser: isOrganiserGuarded(route.preHandler) });
    }
  });

  registerErrorHandling(app);
  // An empty JSON body means "no body" (clients send the header on body-less POSTs); anything else
  // goes through Fastify's own parser, which refuses prototype-poisoning keys.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: 5 * 1024 * 1024,
      files: 2,
      fields: 50,
      fieldSize: config.BODY_LIMIT_BYTES,
      parts: 60,
    },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError('too_many_requests', 'Muitas tentativas. Aguarde um pouco e tente novamente.'),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerOrganiserEventRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerEventFormRoutes(app, ctx);
  registerInstitutionRoutes(app, ctx);
  registerPublicEventRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerDevOutboxRoutes(app, ctx);
  registerCandidateStatusRoutes(app, ctx);
  registerParticipantRoutes(app, ctx);
  if (options.serveWeb !== false) await registerWebRoutes(app, ctx);
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send(AppError.notFound().toBody()));

  if (config.JOBS_ENABLED) {
    let started: StartedJobs | null = null;
    app.addHook('onReady', async () => {
      started = await startJobs(ctx);
      jobs.attach(started);
    });
    app.addHook('onClose', async () => {
      jobs.attach(null);
      await started?.stop();
    });
  }
  if (ownsDb) app.addHook('onClose', async () => dbHandle.close());
  return { app, ctx, routes };
}
