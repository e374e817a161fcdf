import { describe, expect, it } from 'vitest';
import type { OfflineList, OfflineTicket } from '../../../../domain/contracts/check-in.ts';
import { admitOffline, countOffline, lookUpOffline } from './door-offline-rules.ts';

const ticket = (over: Partial<OfflineTicket>): OfflineTicket => ({
  id: 1,
  codigo: 'CATRACA1.x.y',
  codigoIngresso: 'K7Q2-M9XD',
  codigoPedido: '2N5-RRT',
  nome: 'Ana Souza',
  cpfFinal: '•••.•••.789-09',
  tipoIngresso: 'Inteira',
  podeEntrar: true,
  entradaHoje: null,
  ...over,
});
const list: OfflineList = {
  dia: '2026-03-14',
  geradaEm: '2026-03-14T11:00:00.000Z',
  ingressos: [
    ticket({}),
    ticket({
      id: 2,
      codigo: 'CATRACA1.b.c',
      codigoIngresso: 'ABCD-EFGH',
      nome: 'Bruno Lima',
      cpfFinal: null,
    }),
    ticket({
      id: 3,
      codigo: 'CATRACA1.d.e',
      codigoIngresso: 'HJKM-NPQR',
      codigoPedido: '8ZY-EGS',
      nome: 'Çarla',
      cpfFinal: null,
      podeEntrar: false,
    }),
  ],
};
const day1 = new Date('2026-03-14T12:12:00Z');
const day2 = new Date('2026-03-15T11:30:00Z');

describe('lookUpOffline', () => {
  it('knows a QR only by its whole signed payload', () => {
    expect(lookUpOffline(list, 'CATRACA1.x.y')).toMatchObject({ kind: 'ticket', ticket: { id: 1 } });
    expect(lookUpOffline(list, 'CATRACA1.x.z').kind).toBe('error');
  });

  it('finds the printed door code, an order, a name without accents and CPF digits', () => {
    expect(lookUpOffline(list, 'abcdefgh')).toMatchObject({ kind: 'ticket', ticket: { id: 2 } });
    expect(lookUpOffline(list, '2n5rrt')).toMatchObject({
      kind: 'choices',
      porPedido: true,
      tickets: [{ id: 1 }, { id: 2 }],
    });
    expect(lookUpOffline(list, 'carla')).toMatchObject({ kind: 'choices', tickets: [{ id: 3 }] });
    expect(lookUpOffline(list, '789-09')).toMatchObject({ kind: 'choices', tickets: [{ id: 1 }] });
  });
});

describe('admitOffline', () => {
  const [ana, bruno, carla] = list.ingressos as [OfflineTicket, OfflineTicket, OfflineTicket];

  it('queues a first arrival and warns on a second one the same day', () => {
    const first = admitOffline(list, [], ana, day1);
    expect(first).toMatchObject({ kind: 'ok', scan: { participanteId: 1, em: day1.toISOString() } });
    const queue = first.kind === 'ok' ? [first.scan] : [];
    expect(admitOffline(list, queue, ana, new Date('2026-03-14T13:00:00Z'))).toMatchObject({
      kind: 'repeat',
      message: 'Já entrou hoje às 09:12',
    });
    expect(admitOffline(list, queue, ana, day2).kind).toBe('ok');
  });

  it('trusts the saved list’s arrivals only on the day it was saved', () => {
    const saved = { ...list, ingressos: [{ ...bruno, entradaHoje: '2026-03-14T12:00:00.000Z' }] };
    const entered = saved.ingressos[0] as OfflineTicket;
    expect(admitOffline(saved, [], entered, day1).kind).toBe('repeat');
    expect(admitOffline(saved, [], entered, day2).kind).toBe('ok');
  });

  it('refuses a ticket that may not attend', () => {
    expect(admitOffline(list, [], carla, day1).kind).toBe('error');
  });
});

describe('countOffline', () => {
  it('counts those who may attend, present from the list or the queue, today only', () => {
    const saved = {
      ...list,
      ingressos: list.ingressos.map((t) =>
        t.id === 2 ? { ...t, entradaHoje: '2026-03-14T12:00:00.000Z' } : t,
      ),
    };
    const queue = [{ participanteId: 1, em: day1.toISOString() }];
    expect(countOffline(saved, queue, day1)).toMatchObject({ presentes: 2, total: 2 });
    expect(countOffline(saved, queue, day2)).toMatchObject({ presentes: 0, total: 2 });
  });
});
