import { z } from 'zod';
import { newPasswordSchema } from '../../../../domain/contracts/organiser-auth.ts';
import { passwordProblem } from '../../../../domain/password-rules.ts';

export const PASSWORDS_DIFFER = 'As senhas não coincidem.';

/** The shared rules and the confirmation, as field issues (the server checks the rules again). */
function checkNewPassword(
  input: { password: string; confirm: string },
  issues: z.RefinementCtx,
  email: string | undefined,
) {
  const problem = passwordProblem(input.password, { email });
  if (problem) issues.addIssue({ code: 'custom', path: ['password'], message: problem });
  if (input.confirm !== input.password) {
    issues.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
  }
}

/** The reset page: a new password typed twice. */
export function resetFormSchema(email: string) {
  return z
    .object({ password: newPasswordSchema, confirm: z.string() })
    .superRefine((input, issues) => checkNewPassword(input, issues, email));
}

/** The profile's password change: the current password, and a new one typed twice. */
export function changePasswordFormSchema(email: string) {
  return z
    .object({
      current_password: z.string().min(1, 'Informe a senha atual.'),
      password: newPasswordSchema,
      confirm: z.string(),
    })
    .superRefine((input, issues) => checkNewPassword(input, issues, email));
}
