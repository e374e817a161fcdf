// Building blocks of the product's e-mails, as table markup with inline styles (what mail clients
// render). Written with the `html` tag (safe-html.ts): every text argument is escaped by it, and
// only SafeHtml arguments (other blocks, sanitised rich text) go in as markup.
import { type HtmlValue, html, joinHtml, type SafeHtml } from './safe-html.ts';

// Markup, not text: its quotes stay quotes.
const FONT = html`-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif`;

export function emailHeading(text: string, eyebrow?: string): SafeHtml {
  const small =
    eyebrow &&
    html`<div style="font-size:12px;line-height:16px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#364fc7;margin:0 0 6px;">${eyebrow}</div>`;
  return html`${small}<h1 style="margin:0 0 16px;font-family:${FONT};font-size:24px;line-height:30px;font-weight:700;color:#212529;">${text}</h1>`;
}

/** A paragraph of text (escaped) or of markup built with `html`. */
export function emailParagraph(content: HtmlValue): SafeHtml {
  return html`<p style="margin:0 0 16px;">${content}</p>`;
}

/** A fact's value: one or more lines, or a main text with a small grey detail (a long hash). */
export type FactValue = string | string[] | { text: string; minor: string };

function factHtml(value: FactValue): SafeHtml {
  if (typeof value === 'string') return html`${value}`;
  if (Array.isArray(value)) return joinHtml(value, html`<br>`);
  return html`<strong>${value.text}</strong><br><span style="font-size:12px;line-height:18px;color:#868e96;">${value.minor}</span>`;
}

/** Label/value rows (the event, the order) on a light panel; on a phone the label goes on top. */
export function emailFacts(rows: [label: string, value: FactValue][]): SafeHtml {
  const cells = rows.map(
    ([label, value]) =>
      html`<tr><td class="fact-label" style="padding:6px 0;vertical-align:top;width:110px;font-size:13px;line-height:20px;color:#868e96;">${label}</td><td class="fact-value" style="padding:6px 0;vertical-align:top;font-size:15px;line-height:22px;color:#212529;">${factHtml(value)}</td></tr>`,
  );
  return html`<table role="presentation" class="facts" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;background:#f8f9fa;border-radius:8px;"><tr><td style="padding:12px 16px;"><table role="presentation" width="100%" cellspacing="0" cellpadding="0">${cells}</table></td></tr></table>`;
}

/** An order summary: one row per item, then the total in bold. */
export function emailSummary(
  items: { label: string; detail?: string; amount: string }[],
  total: string,
  totalLabel = 'Total',
): SafeHtml {
  const rows = items.map(
    (item) =>
      html`<tr><td style="padding:8px 0;border-bottom:1px solid #e9ecef;font-size:15px;line-height:22px;">${item.label}${item.detail && html`<br><span style="font-size:13px;color:#868e96;">${item.detail}</span>`}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e9ecef;font-size:15px;line-height:22px;white-space:nowrap;vertical-align:top;">${item.amount}</td></tr>`,
  );
  return html`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;">${rows}<tr><td style="padding:10px 0 0;font-size:16px;font-weight:700;">${totalLabel}</td><td align="right" style="padding:10px 0 0;font-size:16px;font-weight:700;white-space:nowrap;">${total}</td></tr></table>`;
}

const PRIMARY_BUTTON = 'background:#364fc7;color:#ffffff;border:1px solid #364fc7;';
const SECONDARY_BUTTON = 'background:#ffffff;color:#364fc7 !important;border:1px solid #364fc7;';

/** A row of buttons (full width and stacked on a phone); the first is the primary one. */
export function emailButtons(buttons: { label: string; href: string }[]): SafeHtml {
  const cells = buttons.map(
    (button, index) =>
      html`<td class="button" style="padding:0 8px 8px 0;"><a href="${button.href}" style="${index === 0 ? PRIMARY_BUTTON : SECONDARY_BUTTON}display:inline-block;padding:12px 20px;border-radius:8px;font-family:${FONT};font-size:15px;line-height:20px;font-weight:700;text-decoration:none;text-align:center;">${button.label}</a></td>`,
  );
  return html`<table role="presentation" class="stack" cellspacing="0" cellpadding="0" style="margin:4px 0 20px;"><tr>${cells}</tr></table>`;
}

/** A highlighted box (the organiser's message, what happens next). */
export function emailCallout(content: SafeHtml, title?: string): SafeHtml {
  const heading =
    title &&
    html`<div style="font-size:15px;line-height:22px;font-weight:700;margin:0 0 6px;color:#212529;">${title}</div>`;
  return html`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;"><tr><td class="callout" style="padding:14px 16px;border-left:4px solid #364fc7;background:#edf2ff;border-radius:0 8px 8px 0;font-size:15px;line-height:22px;color:#212529;">${heading}${content}</td></tr></table>`;
}

/** Numbered steps ("what happens next"). */
export function emailSteps(steps: string[]): SafeHtml {
  const rows = steps.map(
    (step, index) =>
      html`<tr><td style="padding:0 12px 12px 0;vertical-align:top;width:28px;"><div style="width:26px;height:26px;border-radius:13px;background:#364fc7;color:#ffffff;font-size:13px;line-height:26px;font-weight:700;text-align:center;">${index + 1}</div></td><td style="padding:2px 0 12px;font-size:15px;line-height:22px;vertical-align:top;">${step}</td></tr>`,
  );
  return html`<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 12px;">${rows}</table>`;
}

/** Rich text (already sanitised) as plain text for the text part. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]*>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
