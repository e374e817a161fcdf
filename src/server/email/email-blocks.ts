// Building blocks of the product's e-mails, as table markup with inline styles (what mail clients
// render). Every text argument is plain text and escaped here; `html` arguments must be safe.
import { escapeHtml } from './email-layout.ts';

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function emailHeading(text: string, eyebrow?: string): string {
  const small = eyebrow
    ? `<div style="font-size:12px;line-height:16px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#364fc7;margin:0 0 6px;">${escapeHtml(eyebrow)}</div>`
    : '';
  return `${small}<h1 style="margin:0 0 16px;font-family:${FONT};font-size:24px;line-height:30px;font-weight:700;color:#212529;">${escapeHtml(text)}</h1>`;
}

export function emailParagraph(text: string): string {
  return `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
}

/** A fact's value: one or more lines, or a main text with a small grey detail (a long hash). */
export type FactValue = string | string[] | { text: string; minor: string };

function factHtml(value: FactValue): string {
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map(escapeHtml).join('<br>');
  return `<strong>${escapeHtml(value.text)}</strong><br><span style="font-size:12px;line-height:18px;color:#868e96;">${escapeHtml(value.minor)}</span>`;
}

/** Label/value rows (the event, the order) on a light panel; on a phone the label goes on top. */
export function emailFacts(rows: [label: string, value: FactValue][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td class="fact-label" style="padding:6px 0;vertical-align:top;width:110px;font-size:13px;line-height:20px;color:#868e96;">${escapeHtml(label)}</td><td class="fact-value" style="padding:6px 0;vertical-align:top;font-size:15px;line-height:22px;color:#212529;">${factHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" class="facts" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;background:#f8f9fa;border-radius:8px;"><tr><td style="padding:12px 16px;"><table role="presentation" width="100%" cellspacing="0" cellpadding="0">${cells}</table></td></tr></table>`;
}

/** An order summary: one row per item, then the total in bold. */
export function emailSummary(
  items: { label: string; detail?: string; amount: string }[],
  total: string,
  totalLabel = 'Total',
): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #e9ecef;font-size:15px;line-height:22px;">${escapeHtml(item.label)}${item.detail ? `<br><span style="font-size:13px;color:#868e96;">${escapeHtml(item.detail)}</span>` : ''}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e9ecef;font-size:15px;line-height:22px;white-space:nowrap;vertical-align:top;">${escapeHtml(item.amount)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;">${rows}<tr><td style="padding:10px 0 0;font-size:16px;font-weight:700;">${escapeHtml(totalLabel)}</td><td align="right" style="padding:10px 0 0;font-size:16px;font-weight:700;white-space:nowrap;">${escapeHtml(total)}</td></tr></table>`;
}

/** A row of buttons (full width and stacked on a phone); the first is the primary one. */
export function emailButtons(buttons: { label: string; href: string }[]): string {
  const cells = buttons
    .map((button, index) => {
      const primary = index === 0;
      const style = primary
        ? 'background:#364fc7;color:#ffffff;border:1px solid #364fc7;'
        : 'background:#ffffff;color:#364fc7 !important;border:1px solid #364fc7;';
      return `<td class="button" style="padding:0 8px 8px 0;"><a href="${escapeHtml(button.href)}" style="${style}display:inline-block;padding:12px 20px;border-radius:8px;font-family:${FONT};font-size:15px;line-height:20px;font-weight:700;text-decoration:none;text-align:center;">${escapeHtml(button.label)}</a></td>`;
    })
    .join('');
  return `<table role="presentation" class="stack" cellspacing="0" cellpadding="0" style="margin:4px 0 20px;"><tr>${cells}</tr></table>`;
}

/** A highlighted box (the organiser's message, what happens next). */
export function emailCallout(html: string, title?: string): string {
  const heading = title
    ? `<div style="font-size:15px;line-height:22px;font-weight:700;margin:0 0 6px;color:#212529;">${escapeHtml(title)}</div>`
    : '';
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;"><tr><td class="callout" style="padding:14px 16px;border-left:4px solid #364fc7;background:#edf2ff;border-radius:0 8px 8px 0;font-size:15px;line-height:22px;color:#212529;">${heading}${html}</td></tr></table>`;
}

/** Numbered steps ("what happens next"). */
export function emailSteps(steps: string[]): string {
  const rows = steps
    .map(
      (step, index) =>
        `<tr><td style="padding:0 12px 12px 0;vertical-align:top;width:28px;"><div style="width:26px;height:26px;border-radius:13px;background:#364fc7;color:#ffffff;font-size:13px;line-height:26px;font-weight:700;text-align:center;">${index + 1}</div></td><td style="padding:2px 0 12px;font-size:15px;line-height:22px;vertical-align:top;">${escapeHtml(step)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 12px;">${rows}</table>`;
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
