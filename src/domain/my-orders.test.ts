import { describe, expect, it } from 'vitest';
import { myOrderState } from './my-orders.ts';

describe('myOrderState', () => {
  it.each([
    ['pending', [], 0, 'aguardando_pagamento'],
    ['expired', [], 0, 'expirado'],
    ['cancelled', [], 0, 'cancelado'],
    ['paid', [], 2, 'confirmado'],
    ['free', [], 1, 'confirmado'],
    ['paid', [], 0, 'cancelado'],
    ['awaiting_approval', ['pre_inscrito'], 0, 'em_analise'],
    ['awaiting_approval', ['pre_inscrito', 'selecionado'], 0, 'selecionado'],
    ['awaiting_approval', ['desclassificado'], 0, 'nao_selecionado'],
    ['awaiting_approval', ['prazo_vencido', 'desclassificado'], 0, 'prazo_vencido'],
    ['awaiting_approval', ['pago', 'pre_inscrito'], 1, 'confirmado'],
  ] as const)('%s with candidates %j and %i active places is %s', (status, candidates, active, expected) => {
    expect(myOrderState(status, candidates, active)).toBe(expected);
  });
});
