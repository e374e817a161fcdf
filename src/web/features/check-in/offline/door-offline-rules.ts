// What a door phone decides alone while the signal is down (ADR 0436), as pure functions on the
// downloaded list and the queue of scans not yet sent: a QR is genuine when its whole signed
// payload is on the list (the phone never holds the secret), a printed code or a name is looked up
// in the list, and a ticket already admitted today (by the server before the list was saved, or by
// this phone since) warns instead of queueing a second entry.
import type { Attendance, OfflineList, OfflineTicket } from '../../../../domain/contracts/check-in.ts';
import { toLocalParts } from '../../../../domain/dates.ts';
import { classifyDoorInput, formatDoorCode } from '../../../../domain/door-code.ts';
import { localDay } from '../../../../domain/event-days.ts';

export interface QueuedScan {
  participanteId: number;
  em: string;
}

export type OfflineLookup =
  | { kind: 'ticket'; ticket: OfflineTicket }
  | { kind: 'choices'; tickets: OfflineTicket[]; porPedido: boolean }
  | { kind: 'error'; message: string };

export type OfflineAdmission =
  | { kind: 'ok'; ticket: OfflineTicket; scan: QueuedScan; message: string }
  | { kind: 'repeat'; ticket: OfflineTicket; message: string }
  | { kind: 'error'; message: string };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function lookUpOffline(list: OfflineList, input: string): OfflineLookup {
  const read = classifyDoorInput(input);
  if (read.kind === 'payload') {
    const ticket = list.ingressos.find((t) => t.codigo === read.code);
    return ticket
      ? { kind: 'ticket', ticket }
      : { kind: 'error', message: 'Código não está na lista deste evento: confira o QR code do voucher.' };
  }
  if (read.kind === 'doorCode') {
    const printed = formatDoorCode(read.code);
    const ticket = list.ingressos.find((t) => t.codigoIngresso === printed);
    if (ticket) return { kind: 'ticket', ticket };
  }
  if (read.kind === 'orderCode') {
    const tickets = list.ingressos.filter((t) => t.codigoPedido === read.code);
    if (tickets.length > 0) return { kind: 'choices', tickets, porPedido: true };
  }
  const text = fold(input.trim());
  const digits = input.replace(/\D/g, '');
  const isDocument = digits.length >= 3 && digits.length === input.replace(/[\s.\-/]/g, '').length;
  const tickets = list.ingressos
    .filter((t) =>
      isDocument ? (t.cpfFinal ?? '').replace(/\D/g, '').includes(digits) : fold(t.nome).includes(text),
    )
    .slice(0, 20);
  return { kind: 'choices', tickets, porPedido: false };
}

/** When the ticket came in today, as far as this phone knows: the saved list (if it is today's) or the queue. */
export function arrivedToday(
  list: OfflineList,
  queue: readonly QueuedScan[],
  ticket: OfflineTicket,
  now: Date,
) {
  const today = localDay(now);
  const queued = queue.find(
    (scan) => scan.participanteId === ticket.id && localDay(new Date(scan.em)) === today,
  );
  if (queued) return queued.em;
  return list.dia === today ? ticket.entradaHoje : null;
}

export function admitOffline(
  list: OfflineList,
  queue: readonly QueuedScan[],
  ticket: OfflineTicket,
  now: Date,
): OfflineAdmission {
  if (!ticket.podeEntrar) {
    return { kind: 'error', message: `${ticket.nome}: ingresso sem pagamento confirmado, não dá entrada.` };
  }
  const earlier = arrivedToday(list, queue, ticket, now);
  if (earlier) {
    return { kind: 'repeat', ticket, message: `Já entrou hoje às ${toLocalParts(new Date(earlier)).time}` };
  }
  const scan = { participanteId: ticket.id, em: now.toISOString() };
  return {
    kind: 'ok',
    ticket,
    scan,
    message: `Entrada registrada às ${toLocalParts(now).time} (sem conexão)`,
  };
}

/** Today's counts as this phone knows them offline: the saved list's arrivals and its own queue. */
export function countOffline(list: OfflineList, queue: readonly QueuedScan[], now: Date): Attendance {
  const byType = new Map<string, { presentes: number; total: number }>();
  for (const ticket of list.ingressos) {
    if (!ticket.podeEntrar) continue;
    const row = byType.get(ticket.tipoIngresso) ?? { presentes: 0, total: 0 };
    row.total += 1;
    if (arrivedToday(list, queue, ticket, now)) row.presentes += 1;
    byType.set(ticket.tipoIngresso, row);
  }
  const porTipo = [...byType].map(([tipoIngresso, row]) => ({ tipoIngresso, ...row }));
  return {
    dia: localDay(now),
    presentes: porTipo.reduce((sum, row) => sum + row.presentes, 0),
    total: porTipo.reduce((sum, row) => sum + row.total, 0),
    porTipo,
  };
}
