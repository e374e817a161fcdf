// One e-mail rule for buyers, participants and payers (spec §5): something@something.tld
// with a 2+ letter ending. Deliverability is the mail server's business, not ours.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const EMAIL_INVALID_MESSAGE = 'Email inválido';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
