import { describe, expect, it } from 'vitest';
import {
  countOfTicketType,
  EMPTY_PARTICIPANT_STACK,
  type ParticipantStack,
  quantitiesByTicketType,
  retainTicketTypes,
  setTicketTypeQuantity,
} from './participant-stack.ts';

const INTEIRA = 1;
const MEIA = 2;

function build(...steps: [number, number][]): ParticipantStack {
  return steps.reduce((stack, [type, quantity]) => setTicketTypeQuantity(stack, type, quantity).stack, {
    ...EMPTY_PARTICIPANT_STACK,
  });
}

describe('setTicketTypeQuantity', () => {
  it('pushes one entry per ticket, in the order they were added', () => {
    const stack = build([INTEIRA, 2], [MEIA, 1]);
    expect(stack.entries).toEqual([
      { id: 'p1', ticketTypeId: INTEIRA, tipoIndex: 1, posicaoPilha: 0 },
      { id: 'p2', ticketTypeId: INTEIRA, tipoIndex: 2, posicaoPilha: 1 },
      { id: 'p3', ticketTypeId: MEIA, tipoIndex: 1, posicaoPilha: 2 },
    ]);
  });

  it('removes the LAST entry of the reduced type and reports it', () => {
    const stack = build([INTEIRA, 1], [MEIA, 1], [INTEIRA, 2]);
    const { stack: next, removedIds } = setTicketTypeQuantity(stack, INTEIRA, 1);
    expect(removedIds).toEqual(['p3']);
    expect(next.entries.map((e) => e.id)).toEqual(['p1', 'p2']);
    expect(next.entries[1]).toMatchObject({ ticketTypeId: MEIA, posicaoPilha: 1, tipoIndex: 1 });
  });

  it('renumbers tipoIndex and posicaoPilha after a removal in the middle of the stack', () => {
    const stack = build([INTEIRA, 2], [MEIA, 2]);
    const { stack: next } = setTicketTypeQuantity(stack, INTEIRA, 1);
    expect(next.entries.map((e) => [e.id, e.tipoIndex, e.posicaoPilha])).toEqual([
      ['p1', 1, 0],
      ['p3', 1, 1],
      ['p4', 2, 2],
    ]);
  });

  it('never reuses an id while the cart has entries', () => {
    const stack = build([INTEIRA, 2], [MEIA, 1], [INTEIRA, 1], [INTEIRA, 2]);
    expect(stack.entries.map((e) => e.id)).toEqual(['p1', 'p3', 'p4']);
  });

  it('starts over when the count reaches zero (all forms cleared)', () => {
    const stack = build([INTEIRA, 3]);
    const { stack: next, removedIds } = setTicketTypeQuantity(stack, INTEIRA, 0);
    expect(removedIds).toEqual(['p3', 'p2', 'p1']);
    expect(next).toEqual(EMPTY_PARTICIPANT_STACK);
  });

  it.each([
    [-1, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('normalises the quantity %s to %s', (requested, expected) => {
    const { stack } = setTicketTypeQuantity(build([INTEIRA, 1]), INTEIRA, requested);
    expect(countOfTicketType(stack, INTEIRA)).toBe(expected);
  });

  it('returns the same stack when nothing changes', () => {
    const stack = build([INTEIRA, 1]);
    expect(setTicketTypeQuantity(stack, INTEIRA, 1).stack).toBe(stack);
  });
});

describe('quantitiesByTicketType', () => {
  it('counts entries per type', () => {
    expect([...quantitiesByTicketType(build([INTEIRA, 2], [MEIA, 3]))]).toEqual([
      [INTEIRA, 2],
      [MEIA, 3],
    ]);
  });
});

describe('retainTicketTypes', () => {
  it('drops entries of ticket types that no longer exist', () => {
    const { stack, removedIds } = retainTicketTypes(build([INTEIRA, 1], [MEIA, 1]), new Set([MEIA]));
    expect(removedIds).toEqual(['p1']);
    expect(stack.entries).toEqual([{ id: 'p2', ticketTypeId: MEIA, tipoIndex: 1, posicaoPilha: 0 }]);
  });
});
