// E-mail HTML escaped by construction (issue 18, item 7): markup is written with the `html` tag,
// whose interpolations are escaped unless they are themselves `SafeHtml` (markup built the same
// way, or an organiser's rich text passed through the sanitiser by `sanitisedHtml`). A plain string can
// no longer reach an e-mail's markup unescaped, and no call site has to remember an escapeHtml.
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';

export class SafeHtml {
  readonly #markup: string;
  private constructor(markup: string) {
    this.#markup = markup;
  }
  /** Only this module mints SafeHtml: through `html`, `sanitisedHtml` or `joinHtml`. */
  static mint(markup: string): SafeHtml {
    return new SafeHtml(markup);
  }
  toString(): string {
    return this.#markup;
  }
}

/** What an interpolation may be: text and numbers are escaped; null, undefined and false vanish. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

/** Text as HTML text or attribute value: & < > " ' escaped. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeText(String(value));
}

/** The tag: `html\`<p>${name}</p>\`` escapes `name`; nested `html` results stay markup. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return SafeHtml.mint(out);
}

/** Pieces of markup (or text, escaped) joined by `separator` (markup). */
export function joinHtml(parts: readonly HtmlValue[], separator: SafeHtml | string = ''): SafeHtml {
  const glue = separator instanceof SafeHtml ? separator.toString() : escapeText(separator);
  return SafeHtml.mint(parts.map(render).join(glue));
}

/**
 * An organiser's rich text (an event description, the checkout message): the one way outside
 * markup gets in, through the allow-list sanitiser every time (ADR 0261), whatever wrote the row.
 */
export function sanitisedHtml(markup: string): SafeHtml {
  return SafeHtml.mint(sanitizeRichText(markup));
}
