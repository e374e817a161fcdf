// The organiser's own account (issue 12): forgotten password, reset by e-mailed link, profile
// name and password change. Parsed by the server and by the forms with the same schemas.
import { z } from 'zod';
import { emailSchema, newPasswordSchema, organiserNameSchema } from './organiser-auth.ts';

/** The reset token as it travels in the link: 32 random bytes, base64url. */
const resetToken = z
  .string({ error: 'Link de redefinição inválido.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link de redefinição inválido.');

/** POST /api/auth/forgot-password */
export const forgotPasswordBody = z.object({ email: emailSchema });

/** POST /api/auth/reset-password/check */
export const checkResetTokenBody = z.object({ token: resetToken });

/** POST /api/auth/reset-password */
export const resetPasswordBody = z.object({ token: resetToken, password: newPasswordSchema });

/** PUT /api/auth/profile */
export const updateProfileBody = z.object({ name: organiserNameSchema });

/** PUT /api/auth/password */
export const changePasswordBody = z.object({
  current_password: z
    .string({ error: 'Informe a senha atual.' })
    .min(1, 'Informe a senha atual.')
    .max(200, 'Senha longa demais.'),
  new_password: newPasswordSchema,
});

/** The reply to a reset request: the same words whether or not the e-mail has an account. */
export const FORGOT_PASSWORD_REPLY =
  'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Ele vale por pouco tempo e só pode ser usado uma vez.';

export const RESET_LINK_INVALID =
  'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.';

export type ForgotPasswordInput = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordInput = z.infer<typeof resetPasswordBody>;
export type UpdateProfileInput = z.infer<typeof updateProfileBody>;
export type ChangePasswordInput = z.infer<typeof changePasswordBody>;
