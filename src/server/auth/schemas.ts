import { z } from 'zod';

const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail longo demais.')
  .pipe(z.email({ error: 'Email inválido' }));

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'Senha longa demais.'),
});

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

export type LoginInput = z.infer<typeof loginBody>;
export type RegisterInput = z.infer<typeof registerBody>;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
}
