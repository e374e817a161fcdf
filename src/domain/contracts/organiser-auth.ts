// Organiser accounts (issue 2): request bodies parsed by the server and by the login form, and the
// session reply both read. One definition, so messages and shapes cannot drift.
import { z } from 'zod';

const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, 'Informe o e-mail.')
  .max(254, 'E-mail longo demais.')
  .pipe(z.email({ error: 'Email inválido' }));

/** POST /api/auth/login */
export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'Senha longa demais.'),
});

/** POST /api/auth/register */
export const registerBody = z.object({
  name: z
    .string({ error: 'Informe o nome.' })
    .trim()
    .min(2, 'Nome deve ter pelo menos 2 caracteres')
    .max(120),
  email,
  password: z
    .string({ error: 'Informe a senha.' })
    .min(8, 'A senha deve ter pelo menos 8 caracteres.')
    .max(200, 'Senha longa demais.'),
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

export type LoginInput = z.infer<typeof loginBody>;
export type RegisterInput = z.infer<typeof registerBody>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Session = z.infer<typeof sessionSchema>;
