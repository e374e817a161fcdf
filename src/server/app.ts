import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { type DbHandle, openDatabase } from './db/client.ts';
import { registerOrganiserEventRoutes } from './events/organiser-events-routes.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { AppError } from './http/app-error.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { installPortugueseZodMessages } from './http/zod-pt-br.ts';
import { loggerOptions } from './logger.ts';
import { registerWebRoutes } from './web/web-routes.ts';

export interface BuildAppOptions {
  /** An already-open database (tests share one); otherwise opened from config and closed with the app. */
  dbHandle?: DbHandle;
  /** Serve the built web app and HTML pages (off for API-only tests). */
  serveWeb?: boolean;
}

export interface RouteInfo {
  method: string;
  url: string;
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
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
  });
  const ctx: AppContext = { config, db: dbHandle.db, dbHandle, log: app.log };
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });

  registerErrorHandling(app);
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
  if (options.serveWeb !== false) await registerWebRoutes(app, ctx);
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send(AppError.notFound().toBody()));

  if (ownsDb) app.addHook('onClose', async () => dbHandle.close());
  return { app, ctx, routes };
}
