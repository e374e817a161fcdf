import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  assertRoutePlacement,
  isInOrganiserArea,
  type OrganiserArea,
  organiserRouteShape,
  registerOrganiserArea,
} from './access/organiser-area.ts';
import { registerAuthRoutes, registerSignedInAuthRoutes } from './auth/auth-routes.ts';
import { registerCandidatePaymentRoutes } from './candidates/candidate-payment-routes.ts';
import { registerCandidateStatusRoutes } from './candidates/candidate-status-routes.ts';
import { registerCandidateRoutes, registerPublicDrawRoutes } from './candidates/candidates-routes.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { registerCouponRoutes } from './coupons/coupon-routes.ts';
import { registerCustomFormRoutes } from './custom-form/custom-form-routes.ts';
import type { DbHandle } from './db/client.ts';
import { openDatabase } from './db/open-database.ts';
import { registerDocumentRoutes } from './documents/document-routes.ts';
import { registerDevOutboxRoutes } from './email/dev-outbox-routes.ts';
import { createMailer } from './email/mailer.ts';
import { registerEventSettingsRoutes } from './event-settings/event-settings-routes.ts';
import { registerEventSummaryRoutes } from './event-summary/event-summary-routes.ts';
import { registerEventFormRoutes, registerPublicConfigRoutes } from './events/event-form-routes.ts';
import { registerEventLifecycleRoutes } from './events/event-lifecycle-routes.ts';
import { registerOrganiserEventRoutes } from './events/organiser-events-routes.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { AppError } from './http/app-error.ts';
import { handleFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { TOO_MANY_REQUESTS } from './http/rate-budget.ts';
import { registerRequestContext, requestIdFrom } from './http/request-context.ts';
import { type RouteInputs, recordRouteInputs } from './http/route-inputs.ts';
import { databaseRateLimitStore } from './http/shared-rate-limit-store.ts';
import { installPortugueseZodMessages } from './http/zod-pt-br.ts';
import { registerInstitutionRoutes } from './institutions/institutions-routes.ts';
import { DeferredJobQueue } from './jobs/job-queue.ts';
import { type StartedJobs, startJobs } from './jobs/jobs.ts';
import { registerTestJobRoutes } from './jobs/test-job-routes.ts';
import { Lifecycle } from './lifecycle.ts';
import { loggerOptions } from './logger.ts';
import { registerMetricsRoutes } from './metrics/metrics-routes.ts';
import { registerMyOrdersRoutes } from './my-orders/my-orders-routes.ts';
import { registerOrderRoutes } from './orders/order-routes.ts';
import { registerRefundRoutes } from './orders/refund-routes.ts';
import { registerOrganisationRoutes } from './organisation/organisation-routes.ts';
import { registerCheckInRoutes } from './participants/check-in-routes.ts';
import { registerParticipantActionRoutes } from './participants/participant-actions-routes.ts';
import { registerParticipantChangeRoutes } from './participants/participant-changes-routes.ts';
import { registerParticipantRoutes } from './participants/participants-routes.ts';
import { createPaymentGateway, pixApiWebhookUrl } from './payments/create-gateway.ts';
import { createGatewayResolver } from './payments/gateway-resolver.ts';
import { createSecretBox } from './payments/secret-box.ts';
import { registerPublicEventRoutes } from './public-events/public-event-routes.ts';
import { refreshPendingPayment } from './settlement/settle-payment.ts';
import { registerWebhookRoutes } from './settlement/webhook-routes.ts';
import { createFileStorage } from './uploads/create-storage.ts';
import { registerUploadedFileRoutes, registerUploadRoutes } from './uploads/upload-routes.ts';
import { registerCompression } from './web/compression.ts';
import { registerStaticAssets } from './web/static-assets.ts';
import { registerWebRoutes, WEB_DIST } from './web/web-routes.ts';

export interface BuildAppOptions {
  /** An already-open database (tests share one); otherwise opened from config and closed with the app. */
  dbHandle?: DbHandle;
  /** Serve the built web app and HTML pages (off for API-only tests). */
  serveWeb?: boolean;
  /** Where logs go instead of stdout (tests capture them to prove secrets are never logged). */
  logStream?: DestinationStream;
  /** Learn each route's body and query schemas from the requests it parses (the contract sweep). */
  recordRouteInputs?: boolean;
  /** Tests only: more routes, registered after the app's own as a slice would (outside the guard). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Tests only: more routes inside the organiser area. */
  extraOrganiserRoutes?: (area: OrganiserArea) => void;
}

export interface RouteInfo {
  method: string;
  url: string;
  /** Registered inside the organiser area: session, CSRF on mutations, the event and its children. */
  organiser: boolean;
  /** What the guard checks on an organiser route (permission, child ids in the path or body). */
  guard: ReturnType<typeof organiserRouteShape>;
  /** The schemas its input was parsed with, once a request reached parseInput (recordRouteInputs). */
  input: RouteInputs;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route registered, for the contract tests that sweep all of them. */
  routes: RouteInfo[];
  /** Draining state for /readyz and the shutdown on SIGTERM (src/server/lifecycle.ts). */
  lifecycle: Lifecycle;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. Fastify 5.12 takes a number but trusts nothing with it
 * (it cannot check the direct peer), so a hop count is the function proxy-addr always meant by
 * one: the `hops` addresses nearest the server are proxies. Safe only when the port is reachable
 * through those proxies alone, which is why a list of addresses is preferred (decision 0046).
 */
function trustProxyOption(
  setting: AppConfig['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
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
    // Off unless configured: with it on, request.ip comes from X-Forwarded-For, which any client
    // can forge to escape every per-address rate limit (docs/decisions/0046-trust-proxy.md).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    frameworkErrors: handleFrameworkError,
  });
  const jobs = new DeferredJobQueue();
  const payments = createPaymentGateway(config);
  const secretBox = createSecretBox(config);
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dbHandle,
    log: app.log,
    storage: createFileStorage(config, dbHandle.db),
    jobs,
    payments,
    gateways: createGatewayResolver({ db: dbHandle.db, config, environment: payments, box: secretBox }),
    secretBox,
    mailer: createMailer(config),
  };
  const routes: RouteInfo[] = [];
  // Read once every route is registered: the organiser area marks its routes in its own onRoute hook.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  if (options.recordRouteInputs) {
    recordRouteInputs(app, (method, url) => routes.find((r) => r.method === method && r.url === url)?.input);
  }

  registerRequestContext(app);
  registerMetricsRoutes(app, ctx);
  registerErrorHandling(app);
  registerJsonBodyParser(app, {
    maxDepth: config.BODY_MAX_DEPTH,
    maxItems: config.BODY_MAX_ITEMS,
    maxKeys: config.BODY_MAX_KEYS,
  });
  // Built files first: they come pre-compressed, and only routes registered after the
  // compression plugin get its hook (src/server/web/static-assets.ts).
  if (options.serveWeb !== false) await registerStaticAssets(app, WEB_DIST);
  await registerCompression(app);
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
    // Counted in the database unless configured otherwise, so every node shares one budget (ADR 0240).
    ...(config.RATE_LIMIT_STORE === 'database' ? { store: databaseRateLimitStore(ctx.db) } : {}),
    errorResponseBuilder: () => new AppError('too_many_requests', TOO_MANY_REQUESTS),
  });

  app.addHook('onSend', async (request, reply) => {
    // HTTPS as the request arrived, or as a trusted proxy says (X-Forwarded-Proto with TRUST_PROXY):
    // browsers then refuse plain HTTP to this host for a year (ADR 0244).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  // Public routes: anything keyed by an id declares it a public key (config.public).
  const lifecycle = new Lifecycle();
  registerHealthRoutes(app, ctx, lifecycle);
  registerAuthRoutes(app, ctx);
  registerUploadedFileRoutes(app, ctx);
  registerPublicConfigRoutes(app, ctx);
  registerPublicEventRoutes(app, ctx);
  registerOrderRoutes(app, ctx, { refreshPayment: (publicId) => refreshPendingPayment(ctx, publicId) });
  registerWebhookRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerDevOutboxRoutes(app, ctx);
  registerTestJobRoutes(app, ctx);
  registerCandidateStatusRoutes(app, ctx);
  registerCandidatePaymentRoutes(app, ctx);
  registerPublicDrawRoutes(app, ctx);
  registerMyOrdersRoutes(app, ctx);
  // Every organiser route, behind the one guard (src/server/access/organiser-area.ts, ADR 0210).
  await registerOrganiserArea(app, ctx, (area) => {
    registerSignedInAuthRoutes(area, ctx);
    registerOrganiserEventRoutes(area, ctx);
    registerUploadRoutes(area, ctx);
    registerEventFormRoutes(area, ctx);
    registerEventLifecycleRoutes(area, ctx);
    registerInstitutionRoutes(area, ctx);
    registerParticipantRoutes(area, ctx);
    registerEventSummaryRoutes(area, ctx);
    registerParticipantActionRoutes(area, ctx);
    registerCheckInRoutes(area, ctx);
    registerParticipantChangeRoutes(area, ctx);
    registerRefundRoutes(area, ctx);
    registerCouponRoutes(area, ctx);
    registerEventSettingsRoutes(area, ctx);
    registerCustomFormRoutes(area, ctx);
    registerCandidateRoutes(area, ctx);
    registerOrganisationRoutes(area, ctx);
    options.extraOrganiserRoutes?.(area);
  });
  options.extraRoutes?.(app);
  if (options.serveWeb !== false) registerWebRoutes(app, ctx);
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send(AppError.notFound().toBody()));
  // A route outside the area that looks like an organiser's stops the boot here.
  try {
    assertRoutePlacement(registered);
  } catch (error) {
    if (ownsDb) await dbHandle.close();
    throw error;
  }
  for (const route of registered) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const organiser = isInOrganiserArea(route);
      routes.push({ method, url: route.url, organiser, guard: organiserRouteShape(route), input: {} });
    }
  }

  // The Pix API calls back the URL registered for the PIX key: registered at every boot.
  if (ctx.payments.registerWebhook && config.PIX_API_WEBHOOK_TOKEN) {
    const register = ctx.payments.registerWebhook.bind(ctx.payments);
    app.addHook('onReady', async () => {
      await register(pixApiWebhookUrl(config)).catch((err: unknown) => {
        app.log.error({ err }, 'Pix API webhook could not be registered: payments rely on reconciliation');
      });
    });
  }

  let started: StartedJobs | null = null;
  if (config.JOBS_ENABLED) {
    app.addHook('onReady', async () => {
      started = await startJobs(ctx);
      jobs.attach(started);
    });
  }
  // preClose runs before every onClose hook, so the drainer finishes its messages and gives back
  // its claims while the database is still open (the CLI closes it in onClose).
  app.addHook('preClose', async () => {
    jobs.attach(null);
    await started?.stop();
    // After the drainer stopped: messages in flight finish, then the SMTP connections close.
    ctx.mailer.close();
  });
  if (ownsDb) app.addHook('onClose', async () => dbHandle.close());
  return { app, ctx, routes, lifecycle };
}
