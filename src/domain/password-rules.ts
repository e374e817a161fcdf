// What makes an organiser's new password acceptable: the checklist the sign-up, reset and
// profile forms show as the person types, and the same checks the server runs before hashing.
// Length and a blocklist do most of the work (NIST SP 800-63B); the letter and number-or-symbol
// rules keep out the all-digit and all-letter passwords people try first.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordRuleId = 'length' | 'letter' | 'digitOrSymbol' | 'notGuessable';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  /** The checklist line ("Pelo menos 8 caracteres"). */
  label: string;
  ok: boolean;
}

export const PASSWORD_MESSAGES: Record<PasswordRuleId, string> = {
  length: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  letter: 'A senha deve ter pelo menos uma letra.',
  digitOrSymbol: 'A senha deve ter pelo menos um número ou símbolo.',
  notGuessable: 'Esta senha é fácil de adivinhar. Evite senhas comuns e partes do seu e-mail.',
};

const LABELS: Record<PasswordRuleId, string> = {
  length: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  letter: 'Pelo menos uma letra',
  digitOrSymbol: 'Pelo menos um número ou símbolo',
  notGuessable: 'Não ser comum nem conter seu e-mail',
};

// The passwords of 8+ characters that top the leaked-password lists, in Brazil and elsewhere,
// that would pass the other rules. Compared without case, spaces or punctuation.
const COMMON_PASSWORDS = new Set([
  'senha123',
  'senha1234',
  'senha12345',
  'senha123456',
  'minhasenha1',
  'mudar123',
  'mudar1234',
  'brasil123',
  'brasil2024',
  'brasil2025',
  'brasil2026',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'qwerty123',
  'qwerty1234',
  'abc12345',
  'abcd1234',
  'abc123456',
  'admin123',
  'admin1234',
  'iloveyou1',
  'teamo123',
  'welcome1',
  'letmein1',
  'catraca123',
  'catraca2026',
  'eventos123',
  'ingresso123',
  'flamengo123',
  'corinthians1',
  'palmeiras1',
  'gremio123',
]);

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Whether the password is a known common one or carries the account's e-mail name. */
function isGuessable(password: string, email: string | undefined): boolean {
  const plain = normalise(password);
  if (COMMON_PASSWORDS.has(plain)) return true;
  if (/^(.)\1+$/.test(password) || /^(0123456789|1234567890|abcdefgh)/.test(plain)) return true;
  const local = normalise(email?.split('@')[0] ?? '');
  return local.length >= 4 && plain.includes(local);
}

/** Every rule with whether the password meets it, in the order the checklist shows them. */
export function checkPasswordRules(password: string, context: { email?: string } = {}): PasswordRuleResult[] {
  const results: Record<PasswordRuleId, boolean> = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    letter: /\p{L}/u.test(password),
    digitOrSymbol: /[^\p{L}\s]/u.test(password),
    notGuessable: password.length > 0 && !isGuessable(password, context.email),
  };
  return (Object.keys(LABELS) as PasswordRuleId[]).map((id) => ({ id, label: LABELS[id], ok: results[id] }));
}

/** The message of the first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'Senha longa demais.';
  const failed = checkPasswordRules(password, context).find((rule) => !rule.ok);
  return failed ? PASSWORD_MESSAGES[failed.id] : null;
}
