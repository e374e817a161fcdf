import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadSession } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { events } from '../db/schema.ts';
import { sendNotFound } from '../http/error-handler.ts';
import { publicBaseUrl } from '../http/params.ts';
import { loadTemplate, type PageHead, renderPage } from './html-page.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../dist/web', import.meta.url));

function plainText(html: string, max: number): string {
  const text = html
    .replace(/<\/?(strong|em|b|i|u|s|span|a|code)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export async function registerWebRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const template = loadTemplate(`${WEB_DIST}/index.html`);
  if (existsSync(`${WEB_DIST}/assets`)) {
    await app.register(fastifyStatic, {
      root: `${WEB_DIST}/assets`,
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, head?: PageHead, status = 200) => {
    const session = await loadSession(ctx, request);
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, session?.csrfToken ?? '', head));
  };

  const spa = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply);
  app.get('/', spa);
  app.get('/admin', spa);
  app.get('/admin/*', spa);
  app.get('/payment/candidate/:hash', spa);

  // Server-rendered title and Open Graph tags so a shared link shows a preview.
  app.get('/eventos/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const rows = await ctx.db.select().from(events).where(eq(events.slug, slug)).limit(1);
    const event = rows[0];
    if (!event) return sendPage(request, reply, { title: 'Evento não encontrado · Catraca' }, 404);
    const base = publicBaseUrl(request, ctx.config.PUBLIC_URL);
    return sendPage(request, reply, {
      title: event.name,
      description: plainText(event.descriptionHtml, 200) || event.name,
      image: event.bannerUploadId
        ? `${base}/uploads/${event.bannerUploadId}`
        : `${base}/assets/banner-padrao.png`,
      url: `${base}/eventos/${event.slug}`,
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith('/api/')) {
      return sendPage(request, reply, { title: 'Página não encontrada · Catraca' }, 404);
    }
    return sendNotFound(reply);
  });
}
