// Check-in at the door (issue 8, per-day and readable codes issue 21, beyond the spec): a door
// phone reads a voucher's QR (or a USB scanner types it, or a person types the printed codes or a
// name) and the server verifies and records the arrival of the day (ADR 0132, 0436).
import { z } from 'zod';

/** Longest code accepted: the voucher's is 72 characters (CATRACA1.<uuid>.<22 base64url>). */
export const CHECK_IN_CODE_MAX = 200;
const ISO_DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const participantId = z.number({ error: 'Participante inválido.' }).int().min(1).max(2_147_483_647);

/** The QR payload or the voucher's door code; or the participant picked from a search. */
export const checkInBodySchema = z.union([
  z.object({
    codigo: z
      .string({ error: 'Informe o código do ingresso.' })
      .trim()
      .min(1, 'Informe o código do ingresso.')
      .max(CHECK_IN_CODE_MAX, 'Código inválido.'),
  }),
  z.object({ participanteId: participantId }),
]);
export type CheckInBody = z.infer<typeof checkInBodySchema>;

const count = z.number().int().min(0);

export const ticketAttendanceSchema = z.object({ tipoIngresso: z.string(), presentes: count, total: count });

export const attendanceSchema = z.object({
  /** Today in the event's clock (yyyy-mm-dd): the counts are of this day. */
  dia: ISO_DAY,
  /** Admitted today among those who may attend (paid or exempt). */
  presentes: count,
  total: count,
  porTipo: z.array(ticketAttendanceSchema),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const checkInReplySchema = attendanceSchema.extend({
  /** True when this scan recorded today's arrival; false for a ticket already used today. */
  registrado: z.boolean(),
  participanteId: z.number().int(),
  nome: z.string(),
  tipoIngresso: z.string(),
  presencaEm: z.iso.datetime({ offset: true }),
  /** "Entrada registrada às HH:MM" or "Já entrou hoje às HH:MM" (São Paulo time). */
  mensagem: z.string(),
});
export type CheckInReply = z.infer<typeof checkInReplySchema>;

/** A person at the door found by order code, door code, name or CPF. */
export const doorParticipantSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipoIngresso: z.string(),
  codigoPedido: z.string(),
  /** The voucher's door code, "K7Q2-M9XD". */
  codigoIngresso: z.string(),
  /** The last digits of the CPF ("•••.•••.789-09"), or null. */
  cpfFinal: z.string().nullable(),
  status: z.string(),
  podeEntrar: z.boolean(),
  /** When the person came in today, or null. */
  entradaHoje: z.iso.datetime({ offset: true }).nullable(),
});
export type DoorParticipant = z.infer<typeof doorParticipantSchema>;

export const doorSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Digite um nome, CPF ou código.' })
    .trim()
    .min(2, 'Digite ao menos 2 letras.')
    .max(120, 'Busca longa demais.'),
});

export const doorSearchReplySchema = z.object({
  /** How the text was read: an order's code lists that order; otherwise a name/CPF search. */
  porPedido: z.boolean(),
  participantes: z.array(doorParticipantSchema),
});
export type DoorSearchReply = z.infer<typeof doorSearchReplySchema>;

export const undoCheckInBodySchema = z.object({
  motivo: z
    .string({ error: 'Informe o motivo.' })
    .trim()
    .min(3, 'Informe o motivo (ao menos 3 letras).')
    .max(500, 'Motivo longo demais.'),
  /** The day whose arrival is undone; today when absent. */
  dia: ISO_DAY.optional(),
});

/** The list a door phone keeps for offline admission (ADR 0436). */
export const offlineTicketSchema = z.object({
  id: z.number().int(),
  /** The QR's signed payload, compared as a whole: a forged one is on no list. */
  codigo: z.string(),
  codigoIngresso: z.string(),
  codigoPedido: z.string(),
  nome: z.string(),
  cpfFinal: z.string().nullable(),
  tipoIngresso: z.string(),
  podeEntrar: z.boolean(),
  entradaHoje: z.iso.datetime({ offset: true }).nullable(),
});
export type OfflineTicket = z.infer<typeof offlineTicketSchema>;

export const offlineListSchema = z.object({
  dia: ISO_DAY,
  geradaEm: z.iso.datetime({ offset: true }),
  ingressos: z.array(offlineTicketSchema),
});
export type OfflineList = z.infer<typeof offlineListSchema>;

export const OFFLINE_SYNC_MAX = 2000;

export const syncBodySchema = z.object({
  /** The phone's own random id, kept in its storage: who admitted each queued scan. */
  dispositivo: z.string().trim().min(8).max(64),
  entradas: z
    .array(z.object({ participanteId: participantId, em: z.iso.datetime({ offset: true }) }))
    .min(1, 'Nada para sincronizar.')
    .max(OFFLINE_SYNC_MAX, 'Sincronize em partes menores.'),
});

export const SYNC_RESULTS = ['registrado', 'conflito', 'recusado'] as const;

export const syncReplySchema = z.object({
  resultados: z.array(
    z.object({
      participanteId: z.number().int(),
      em: z.iso.datetime({ offset: true }),
      resultado: z.enum(SYNC_RESULTS),
      nome: z.string(),
      mensagem: z.string(),
    }),
  ),
});
export type SyncReply = z.infer<typeof syncReplySchema>;
