// Organiser accounts (issue 2): request bodies parsed by the server and by the login form, and the
// session reply both read. One definition, so messages and shapes cannot drift.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../password-rules.ts';

export const emailSchema = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, 'Informe o e-mail.')
  .max(254, 'E-mail longo demais.')
  .pipe(z.email({ error: 'Email inválido' }));

/** POST /api/auth/login */
export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'Senha longa demais.'),
});

export const organiserNameSchema = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(2, 'Nome deve ter pelo menos 2 caracteres')
  .max(120, 'Nome longo demais.');

/** A new password's type and length; the strength rules (password-rules.ts) run with the e-mail. */
export const newPasswordSchema = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .max(PASSWORD_MAX_LENGTH, 'Senha longa demais.');

/** POST /api/auth/register */
export const registerBody = z
  .object({ name: organiserNameSchema, email: emailSchema, password: newPasswordSchema })
  .superRefine((input, issues) => {
    const problem = passwordProblem(input.password, { email: input.email });
    if (problem) issues.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
});

/** The data of GET /api/auth/session, POST /api/auth/login and POST /api/auth/register. */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  csrfToken: z.string().min(1),
});

/** The sign-up link's token as it travels in the fragment: 32 random bytes, base64url. */
export const SIGNUP_LINK_INVALID =
  'Este link de confirmação é inválido, já foi usado ou expirou. Faça o cadastro novamente.';

/** POST /api/auth/confirm-email */
export const confirmSignupBody = z.object({
  token: z
    .string({ error: SIGNUP_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, SIGNUP_LINK_INVALID),
});

/**
 * The reply to every sign-up, new e-mail or one that already has an account: the difference is
 * only in what arrives in that mailbox (docs/decisions/0047-sign-up-by-e-mail-link.md).
 */
export const SIGNUP_REPLY =
  'Enviamos um e-mail para confirmar o cadastro. Abra o link que está nele para continuar; se não o encontrar, veja também a caixa de spam.';

export type ConfirmSignupInput = z.infer<typeof confirmSignupBody>;
export type LoginInput = z.infer<typeof loginBody>;
export type RegisterInput = z.infer<typeof registerBody>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Session = z.infer<typeof sessionSchema>;
