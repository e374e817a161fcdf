import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_FONT_SIZES } from '../../domain/event-form/event-form-contract.ts';

// Rich text from organisers is shown to every buyer, so it is cut down to what the editor can
// produce (spec §2: bold, italic, underline, font size, lists, links, images). Everything else —
// scripts, event-handler attributes, style beyond font-size, javascript:/data: URLs — is dropped.
// docs/decisions/0012-rich-text-sanitising.md

const FONT_SIZE = new RegExp(`^(${RICH_TEXT_FONT_SIZES.join('|')})px$`);
// Images come from Catraca's own uploads or from https sites; never data: or javascript:.
const IMAGE_SRC = /^(\/uploads\/[0-9a-f-]{36}|https:\/\/[^\s"'<>]+)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'h2',
    'h3',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['style'],
  },
  allowedStyles: { span: { 'font-size': [FONT_SIZE] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** Organiser rich text reduced to the editor's allow-list; safe to put in any page. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
