// The one layout of every e-mail the product sends: a centred white card on a light background,
// 600 px wide on a computer and full width on a phone, with the same words as a plain-text part.
// Tables and inline styles because that is what mail clients render. A brand bar on top, an
// optional hero image (the event's banner), then the body (compose it with email-blocks.ts and the
// `html` tag of safe-html.ts, which escapes every interpolation).
import { type HtmlValue, html, joinHtml, type SafeHtml } from './safe-html.ts';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text a stranger typed (a participant's or buyer's name) made inert for mail clients (issue 17
 * item 2): Gmail, Outlook and Apple Mail turn anything that looks like an address (`http://…`,
 * `www.…`, `bit.ly/x`, `x@y.z`) into a link, in the HTML and in the plain-text part alike. A
 * zero-width space before every dot and `@` between word characters and after every scheme's
 * colon breaks those patterns; people still read the same name. Apply to the text before it goes into `html`.
 */
export function inertText(text: string): string {
  return text
    .replace(/:(?=\/\/)/g, `:${ZERO_WIDTH_SPACE}`)
    .replace(/([\p{L}\p{N}_-])([.@．。])(?=[\p{L}\p{N}])/gu, `$1${ZERO_WIDTH_SPACE}$2`);
}

// Escapes a paragraph, turning its web addresses into links (matched on the raw text, so an
// escaped quote can never end up inside an address).
function linkify(paragraph: string): HtmlValue[] {
  const parts: HtmlValue[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    const url = match[0];
    parts.push(paragraph.slice(last, match.index));
    parts.push(html`<a href="${url}" style="color:#1c7ed6;">${url}</a>`);
    last = match.index + url.length;
  }
  parts.push(paragraph.slice(last));
  return parts;
}

/** Text with its line breaks as <br>. */
function withBreaks(text: string): SafeHtml {
  return joinHtml(text.split('\n'), html`<br>`);
}

/**
 * Plain text someone typed (an organiser's message) as safe HTML: everything escaped, blank lines
 * make paragraphs, single line breaks stay, and web addresses become links.
 */
export function plainTextToHtml(text: string): SafeHtml {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map(
      (p) =>
        html`<p style="margin:0 0 16px;">${joinHtml(
          p.split('\n').map((line) => joinHtml(linkify(line))),
          html`<br>`,
        )}</p>`,
    );
  return joinHtml(paragraphs, html`\n`);
}

export interface EmailContent {
  /** The subject, also the document's title. */
  title: string;
  /** Shown by mail clients next to the subject in the inbox list. */
  preheader?: string;
  /**
   * The body's markup (the `html` tag, email-blocks.ts, plainTextToHtml), or its blocks, which
   * are laid one a line.
   */
  bodyHtml: SafeHtml | readonly HtmlValue[];
  bodyText: string;
  /** Why the person got this e-mail; plain text. */
  footer?: string;
  /** A wide image at the top of the card (an event's banner), absolute URL. */
  hero?: { src: string; alt: string } | null;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const footerHtml =
    content.footer &&
    html`<tr><td class="foot" style="padding:16px 24px 0;font-size:12px;line-height:18px;color:#868e96;">${withBreaks(content.footer)}</td></tr>`;
  const preheader =
    content.preheader &&
    html`<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${content.preheader}</div>`;
  const hero =
    content.hero &&
    html`<tr><td style="padding:0;line-height:0;"><img src="${content.hero.src}" alt="${content.hero.alt}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0;border-radius:12px 12px 0 0;"></td></tr>`;
  const document = html`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${content.title}</title>
<style>
  .body p, .body ul { margin: 0 0 16px; }
  .body a { color: #364fc7; }
  .button a { color: #ffffff !important; }
  .callout p:last-child { margin-bottom: 0 !important; }
  .body > :last-child { margin-bottom: 0; }
  @media (max-width: 620px) {
    .card { width: 100% !important; border-radius: 0 !important; }
    .body { padding: 20px 16px !important; }
    .foot { padding: 16px 16px 0 !important; }
    .stack, .stack tbody, .stack tr, .stack td { display: block !important; width: 100% !important; box-sizing: border-box; }
    .stack td { padding: 0 0 8px !important; }
    .fact-label, .fact-value { display: block !important; width: auto !important; }
    .fact-label { padding: 8px 0 0 !important; }
    .fact-value { padding: 0 0 4px !important; }
    .button a { display: block !important; }
    .brand { padding: 0 16px 12px !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;">
${preheader}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f3f5;">
<tr><td align="center" style="padding:24px 0;">
<table role="presentation" class="card" width="600" cellspacing="0" cellpadding="0" style="width:600px;max-width:600px;">
<tr><td class="brand" style="padding:0 0 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:18px;font-weight:700;letter-spacing:0.5px;color:#364fc7;">Catraca</td></tr>
</table>
<table role="presentation" class="card" width="600" cellspacing="0" cellpadding="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #e9ecef;">
${hero}
<tr><td class="body" style="padding:32px 24px;overflow-wrap:anywhere;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#212529;">
${Array.isArray(content.bodyHtml) ? joinHtml(content.bodyHtml, '\n') : content.bodyHtml}
</td></tr>
</table>
<table role="presentation" class="card" width="600" cellspacing="0" cellpadding="0" style="width:600px;max-width:600px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
${footerHtml}
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = content.footer ? `${content.bodyText}\n\n--\n${content.footer}\n` : `${content.bodyText}\n`;
  return { html: document.toString(), text };
}
