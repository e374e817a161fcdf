import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicEvent } from '../../domain/contracts/public-event.ts';
import { META_PIXEL_ID_PATTERN } from '../../domain/meta-pixel.ts';
import { loadSession } from '../access/organiser-session.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { sendNotFound } from '../http/error-handler.ts';
import { publicBaseUrl } from '../http/params.ts';
import { getPublicEvent } from '../public-events/public-event-service.ts';
import {
  cardGatewaySources,
  contentSecurityPolicy,
  type PageThirdParties,
} from './content-security-policy.ts';
import { loadTemplate, type PageBody, type PageHead, renderPage } from './html-page.ts';
import { encodeHtml } from './html-response.ts';
import { preloadLinks, readManifest } from './page-preloads.ts';
import { renderPlatformOperatorData } from './platform-operator-data.ts';
import { renderServedEvent, renderServedEventData, SERVED_EVENT_STYLE } from './served-event.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../dist/web', import.meta.url));

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,150}$/;

function plainText(html: string, max: number): string {
  const text = html
    .replace(/<\/?(strong|em|b|i|u|s|span|a|code)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

async function findPublicEvent(ctx: AppContext, slug: string): Promise<PublicEvent | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  try {
    return await getPublicEvent(ctx, { slug });
  } catch (error) {
    if (error instanceof AppError && error.type === 'not_found') return null;
    throw error;
  }
}

/** The third parties an event's page uses (ADR 0244): its Meta Pixel, and a map if it is in person. */
function eventPageThirdParties(event: PublicEvent): PageThirdParties {
  return {
    metaPixel: event.pixel_token !== null && META_PIXEL_ID_PATTERN.test(event.pixel_token.trim()),
    map: event.is_online ? null : event.maps_key ? 'google' : 'openstreetmap',
  };
}

const BUYER_TEXT_PAGES = [
  ['/ajuda', 'Ajuda · Catraca'],
  ['/termos', 'Termos de Uso · Catraca'],
  ['/privacidade', 'Política de Privacidade · Catraca'],
  ['/meus-ingressos', 'Meus ingressos · Catraca'],
] as const;

// Page routes compress their HTML themselves (encodeHtml): not when it carries a session's token.
const PAGE_ROUTE = { compress: false } as const;

const ADMIN_PATH = /^\/admin(\/|$|\?)/;

// The buyer pages' lazy modules, as keyed in the build manifest (src/web/app/buyer-routes.tsx).
const EVENT_PAGE_MODULE = 'src/web/features/public-event/public-event-page.tsx';
const CANDIDATE_PAGE_MODULE = 'src/web/features/candidate-payment/candidate-payment-page.tsx';

/**
 * The HTML pages of the two web apps (docs/decisions/0071): the organiser area (admin.html,
 * everything under /admin) and the buyers' app (index.html, everything else). Their files
 * (/assets, favicon) are registered by registerStaticAssets.
 */
export function registerWebRoutes(app: FastifyInstance, ctx: AppContext): void {
  const buyerTemplate = loadTemplate(`${WEB_DIST}/index.html`);
  const adminTemplate = loadTemplate(`${WEB_DIST}/admin.html`);
  const buyerManifest = readManifest(`${WEB_DIST}/.vite/manifest.buyer.json`);
  const eventPagePreloads = preloadLinks(buyerManifest, EVENT_PAGE_MODULE);
  const candidatePagePreloads = preloadLinks(buyerManifest, CANDIDATE_PAGE_MODULE);
  const operatorData = renderPlatformOperatorData(ctx.config.operator);

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    head?: PageHead,
    status = 200,
    body?: PageBody,
    thirdParties: PageThirdParties = {},
  ) => {
    const session = await loadSession(ctx, request);
    const csrfToken = session?.csrfToken ?? '';
    const isAdmin = ADMIN_PATH.test(request.url);
    const template = isAdmin ? adminTemplate : buyerTemplate;
    // Every buyer page's footer says who sells (ADR 0470): the operator rides in the page itself.
    const pageBody = isAdmin ? body : { ...body, end: `${body?.end ?? ''}${operatorData}` };
    const html = renderPage(template, csrfToken, head, pageBody);
    const encoded = encodeHtml(html, request.headers['accept-encoding'], csrfToken !== '');
    // The page carries the session's anti-forgery token and the event's live stock: never stored.
    reply.status(status).header('cache-control', 'no-store').header('vary', 'accept-encoding');
    // Buyer pages may pay by card: a tokenising gateway's SDK loads there, never in the admin.
    // An organisation's own Mercado Pago account tokenises too (ADR 0304), with the same SDK.
    const mayTokenise = !isAdmin && (await ctx.gateways.mayTokeniseCards());
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({
        ...thirdParties,
        cardGateway: mayTokenise ? cardGatewaySources(ctx.config.MERCADOPAGO_SDK_URL) : null,
      }),
    );
    if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
    return reply.type('text/html; charset=utf-8').send(encoded.body);
  };

  const spa = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply);
  app.get('/', PAGE_ROUTE, spa);
  app.get('/admin', PAGE_ROUTE, spa);
  app.get('/admin/*', PAGE_ROUTE, spa);
  app.get('/sorteio/:id', { ...PAGE_ROUTE, config: { public: true } }, spa);
  // The buyer's order page (issue 20): the order and "Cancelar inscrição" (CDC art. 49).
  app.get('/pedido/:hash', PAGE_ROUTE, spa);
  app.get('/payment/candidate/:hash', PAGE_ROUTE, (request, reply) =>
    sendPage(request, reply, undefined, 200, { headEnd: candidatePagePreloads }),
  );

  // The buyers' text pages and "Meus ingressos" (issue 22): titled by the server, drawn by the app.
  for (const [path, title] of BUYER_TEXT_PAGES) {
    app.get(path, PAGE_ROUTE, (request, reply) => sendPage(request, reply, { title }));
  }
  // The e-mailed link's page: its token is in the fragment; kept out of search engines.
  app.get('/meus-ingressos/acesso', PAGE_ROUTE, (request, reply) =>
    sendPage(request, reply, { title: 'Meus ingressos · Catraca' }, 200, {
      head: '<meta name="robots" content="noindex, nofollow" />',
    }),
  );

  // Title and Open Graph tags for link previews, and the event itself: readable before (or
  // without) scripts, and handed to the client so it need not ask the API again.
  app.get('/eventos/:slug', PAGE_ROUTE, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const event = await findPublicEvent(ctx, slug);
    // The page's code renders the not-found state too: preloaded either way.
    if (!event) {
      const title = 'Evento não encontrado · Catraca';
      return sendPage(request, reply, { title }, 404, { headEnd: eventPagePreloads });
    }
    const base = publicBaseUrl(request, ctx.config.PUBLIC_URL);
    const head: PageHead = {
      title: event.nome,
      description: plainText(event.descricao, 200) || event.nome,
      image: event.banner ? `${base}${event.banner}` : `${base}/banner-padrao.png`,
      url: `${base}/eventos/${event.slug}`,
    };
    return sendPage(
      request,
      reply,
      head,
      200,
      {
        head: SERVED_EVENT_STYLE,
        headEnd: eventPagePreloads,
        root: renderServedEvent(event),
        end: renderServedEventData(event),
      },
      eventPageThirdParties(event),
    );
  });

  // A draft's preview link (ADR 0400): the buyer app's event page, without the served copy of the
  // event (the page asks the API by token) and kept out of search engines and link previews.
  app.get('/previa/:token', { ...PAGE_ROUTE, config: { public: true } }, (request, reply) =>
    sendPage(request, reply, { title: 'Pré-visualização · Catraca' }, 200, {
      head: '<meta name="robots" content="noindex, nofollow" />',
      headEnd: eventPagePreloads,
    }),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith('/api/')) {
      return sendPage(request, reply, { title: 'Página não encontrada · Catraca' }, 404);
    }
    return sendNotFound(reply);
  });
}
