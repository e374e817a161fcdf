// Check-in at the door (issue 8, beyond the spec): the organiser's phone reads a voucher's QR (or
// a USB scanner types it, or a person does) and the server verifies and records the arrival.
import { z } from 'zod';

/** Longest code accepted: the voucher's is 72 characters (CATRACA1.<uuid>.<22 base64url>). */
export const CHECK_IN_CODE_MAX = 200;

export const checkInBodySchema = z.object({
  codigo: z
    .string({ error: 'Informe o código do ingresso.' })
    .trim()
    .min(1, 'Informe o código do ingresso.')
    .max(CHECK_IN_CODE_MAX, 'Código inválido.'),
});

const count = z.number().int().min(0);

export const attendanceSchema = z.object({
  /** Present among those who may attend (paid or exempt). */
  presentes: count,
  total: count,
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const checkInReplySchema = attendanceSchema.extend({
  /** True when this scan recorded the arrival; false for a ticket already used. */
  registrado: z.boolean(),
  nome: z.string(),
  tipoIngresso: z.string(),
  presencaEm: z.iso.datetime({ offset: true }),
  /** "Entrada registrada às HH:MM" or "já registrado às HH:MM" (São Paulo time). */
  mensagem: z.string(),
});
export type CheckInReply = z.infer<typeof checkInReplySchema>;
