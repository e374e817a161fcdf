// How buyers reach the people running an event (issue 20, ADR 0402): an e-mail (prefilled with the
// organiser's account e-mail), optionally a phone and a site. Set in the event form, shown on the
// public page and in every buyer e-mail that sends them to "fale com a organização".
import { maskPhone, onlyDigits } from './documents.ts';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from './email.ts';

export interface OrganiserContact {
  email: string | null;
  /** Digits only, 10 or 11 (DDD + number). */
  phone: string | null;
  /** Absolute http(s) URL. */
  site: string | null;
}

export const CONTACT_MESSAGES = {
  emailInvalid: EMAIL_INVALID_MESSAGE,
  phoneInvalid: 'Informe o telefone com DDD (10 ou 11 dígitos).',
  siteInvalid: 'Informe um endereço de site válido.',
} as const;

/** "www.x.com.br" → "https://www.x.com.br"; null when it is not a web address at all. */
export function normalizeSite(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') && !/\s/.test(trimmed) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The event form's three contact fields (blank means none; a blank e-mail, the account's). */
export interface ContactFields {
  contato_email: string;
  contato_telefone: string;
  contato_site: string;
}

/** Field errors of the three contact fields, keyed like the form. */
export function validateContactFields(fields: ContactFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = fields.contato_email.trim();
  // Blank: the organiser's account e-mail stands in (the form prefills it anyway).
  if (email !== '' && !isValidEmail(email)) errors.contato_email = CONTACT_MESSAGES.emailInvalid;
  const phone = onlyDigits(fields.contato_telefone);
  if (phone !== '' && phone.length !== 10 && phone.length !== 11) {
    errors.contato_telefone = CONTACT_MESSAGES.phoneInvalid;
  }
  if (fields.contato_site.trim() !== '' && !normalizeSite(fields.contato_site)) {
    errors.contato_site = CONTACT_MESSAGES.siteInvalid;
  }
  return errors;
}

/** The stored contact of valid fields. */
export function contactFromFields(fields: ContactFields): OrganiserContact {
  const phone = onlyDigits(fields.contato_telefone);
  return {
    email: fields.contato_email.trim().toLowerCase() || null,
    phone: phone === '' ? null : phone,
    site: normalizeSite(fields.contato_site),
  };
}

/** "(62) 99111-0001" */
export function formatContactPhone(digits: string): string {
  return maskPhone(digits);
}

/** The contact as short parts: e-mail, formatted phone, site without its scheme. */
export function contactParts(contact: OrganiserContact): string[] {
  return [
    contact.email,
    contact.phone ? formatContactPhone(contact.phone) : null,
    contact.site ? contact.site.replace(/^https?:\/\//, '').replace(/\/$/, '') : null,
  ].filter((part): part is string => Boolean(part));
}

/** "Fale com a organização: contato@x.com.br · (62) 99111-0001 · x.com.br" (or the plain ask). */
export function contactSentence(contact: OrganiserContact): string {
  const parts = contactParts(contact);
  return parts.length > 0
    ? `Fale com a organização: ${parts.join(' · ')}`
    : 'Fale com a organização pelos contatos da página do evento.';
}
