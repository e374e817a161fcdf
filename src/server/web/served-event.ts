import type { PublicEvent } from '../../domain/contracts/public-event.ts';
import { SERVED_EVENT_ELEMENT_ID } from '../../domain/contracts/served-event.ts';
import { formatEventPeriod, ONLINE_EVENT_LABEL } from '../../domain/event-summary.ts';
import { escapeHtml, renderJsonScript } from './html-page.ts';

// What a buyer reads before any script runs on /eventos/:slug: the event's name, when, where
// and its description, as plain markup inside #root. React replaces it on its first render
// (src/web/app/main.tsx renders once the page's code is loaded, and the page takes the event
// from the JSON below instead of asking the API again), so the text is laid out like the
// React page — same container, banner height, column width and type sizes — and does not jump.
// The styles are inline: the page's own stylesheet arrives with its (lazy) code.

export const SERVED_EVENT_STYLE = `<style>
body{background:#f8f9fb}
.sv-header{background:#fff;border-bottom:1px solid #e9ecef}
.sv-header div{max-width:71.25rem;margin:0 auto;padding:0 .625rem;height:60px;display:flex;align-items:center;gap:.5rem;font-size:1.25rem;font-weight:800;letter-spacing:-.02em;color:#212529}
.sv{max-width:71.25rem;margin:0 auto;padding:.75rem .625rem;font-size:1rem;line-height:1.55;color:var(--mantine-color-text,#000)}
.sv-banner{display:block;width:100%;height:140px;object-fit:cover;border-radius:.5rem;background:linear-gradient(135deg,#364fc7,#7048e8);margin-bottom:1.25rem}
.sv-main{display:flex;flex-direction:column;gap:1.25rem}
.sv-head{display:flex;flex-direction:column;gap:.75rem}
.sv-badges{display:flex;gap:.625rem}
.sv-badge{font-size:.6875rem;font-weight:700;text-transform:uppercase;line-height:1.125rem;padding:0 .625rem;border-radius:2rem;background:#edf2ff;color:#4c6ef5}
.sv h1{margin:0;font-size:26px;line-height:1.3;font-weight:700}
.sv-line{display:flex;gap:.625rem;align-items:flex-start;margin:0}
.sv-line svg{flex-shrink:0;margin-top:3px}
.sv-place{display:flex;flex-direction:column}
.sv-local{font-weight:500}
.sv-dim{font-size:.875rem;color:var(--mantine-color-dimmed,#868e96)}
.sv-about{border:1px solid #dee2e6;border-radius:.5rem;padding:1rem}
.sv-about h2{margin:0 0 .75rem;font-size:1.125rem;line-height:1.45}
.sv-text{overflow-wrap:anywhere}
.sv-text>:first-child{margin-top:0}.sv-text>:last-child{margin-bottom:0}
.sv-text p{margin:0 0 1.25rem}
.sv-text :where(ul,ol){margin:0 0 1rem;padding-inline-start:2rem}
.sv-map{height:1.625rem;margin-top:.25rem}
.sv-text :where(h2,h3,h4){margin:2rem 0 .625rem;line-height:1.4}
.sv-text img{max-width:100%}
.sv-text a{color:var(--mantine-color-anchor,#228be6);text-decoration:none}
.sv-noscript{margin:0;padding:.75rem 1rem;border-radius:.5rem;background:#fff9db}
@media (min-width:48em){.sv{padding:1.25rem 1rem}.sv-header div{padding:0 1rem}.sv-banner{height:240px}.sv h1{font-size:34px}}
@media (min-width:62em){.sv-main{width:calc((100% + 2rem) * 8 / 12 - 2rem)}}
</style>`;

const ICON_ATTRS =
  'width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const CALENDAR_ICON = `<svg ${ICON_ATTRS}><path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM16 3v4M8 3v4M4 11h16M8 15h2v2H8z"/></svg>`;
const PIN_ICON = `<svg ${ICON_ATTRS}><path d="M9 11a3 3 0 1 0 6 0a3 3 0 0 0-6 0"/><path d="M17.657 16.657l-4.243 4.243a2 2 0 0 1-2.827 0l-4.244-4.243a8 8 0 1 1 11.314 0z"/></svg>`;
const WORLD_ICON = `<svg ${ICON_ATTRS}><path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0-18 0M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18"/></svg>`;

// The buyers' shell header (src/web/app/buyer-shell/), drawn at the same height so the event's
// name does not move when React replaces this markup.
const SHELL_HEADER = `<div class="sv-header"><div><svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#4c6ef5"/><path d="M10 19h44v9a4 4 0 0 0 0 8v9H10v-9a4 4 0 0 0 0-8z" fill="#fff"/></svg>Catraca</div></div>`;

function bannerMarkup(event: PublicEvent): string {
  if (!event.banner) return '<div class="sv-banner"></div>';
  const alt = escapeHtml(`Banner do evento ${event.nome}`);
  return `<img class="sv-banner" src="${escapeHtml(event.banner)}" alt="${alt}" />`;
}

function placeMarkup(event: PublicEvent): string {
  if (event.is_online)
    return `<p class="sv-line">${WORLD_ICON}<span>${escapeHtml(ONLINE_EVENT_LABEL)}</span></p>`;
  if (!event.local && !event.address) return '';
  const local = event.local ? `<span class="sv-local">${escapeHtml(event.local)}</span>` : '';
  const address = event.address ? `<span class="sv-dim">${escapeHtml(event.address)}</span>` : '';
  // The React page adds its "Ver no mapa" button below the address: keep its room.
  return `<div><div class="sv-line">${PIN_ICON}<div class="sv-place">${local}${address}</div></div><div class="sv-map"></div></div>`;
}

function badgesMarkup(event: PublicEvent): string {
  const badges = [
    event.participants_need_approval ? '<span class="sv-badge">Pré Inscrição</span>' : '',
    event.is_online ? '<span class="sv-badge" style="background:#e6fcf5;color:#12b886">Online</span>' : '',
  ].join('');
  return `<div class="sv-badges">${badges}</div>`;
}

/** The markup inside #root. `descricao` is HTML the server sanitised (toPublicEvent). */
export function renderServedEvent(event: PublicEvent): string {
  const about =
    event.descricao.trim() === ''
      ? ''
      : `<section class="sv-about"><h2>Sobre o Evento</h2><div class="sv-text">${event.descricao}</div></section>`;
  return [
    `<div data-served-event>${SHELL_HEADER}<div class="sv">`,
    bannerMarkup(event),
    '<div class="sv-main"><div class="sv-head">',
    badgesMarkup(event),
    `<h1>${escapeHtml(event.nome)}</h1>`,
    `<p class="sv-line">${CALENDAR_ICON}<span>${escapeHtml(formatEventPeriod(event.start_date, event.end_date))}</span></p>`,
    placeMarkup(event),
    '</div>',
    about,
    '<noscript><p class="sv-noscript">Para escolher ingressos e se inscrever, ative o JavaScript do navegador.</p></noscript>',
    '</div></div></div>',
  ].join('');
}

/**
 * The event as JSON for the client, safe inside a <script> element: every `<` is escaped, so
 * no value (a name, the description) can close the element or open a comment.
 */
export function renderServedEventData(event: PublicEvent): string {
  return renderJsonScript(SERVED_EVENT_ELEMENT_ID, event);
}
