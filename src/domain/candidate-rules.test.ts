import { describe, expect, it } from 'vitest';
import {
  BULK_RULES,
  bulkDisabledReason,
  type CandidateAction,
  type CandidateFacts,
  computeSlots,
  deadlineFrom,
  defaultDeadline,
  detailActions,
  exemptionMessage,
  isPromotedOnSelect,
  lockedRowReason,
  maxSelectable,
  nextStatus,
  normaliseDeadlineUnit,
  refusalFor,
  refuseAction,
  selectionBlocker,
  selectionMessage,
  validateSelection,
} from './candidate-rules.ts';
import { CANDIDATE_DB_STATUSES, type CandidateDbStatus } from './candidate-status.ts';

const paid = (status: CandidateDbStatus): CandidateFacts => ({ status, amountCents: 15000 });
const free = (status: CandidateDbStatus): CandidateFacts => ({ status, amountCents: 0 });

describe('candidate state machine (spec §4)', () => {
  // action × status → allowed? (null = allowed)
  it.each([
    ['select', 'pre_inscrito', null],
    ['select', 'prazo_vencido', null],
    ['select', 'selecionado', 'Este candidato já está selecionado.'],
    ['select', 'isento', 'Candidato isento não pode ser selecionado.'],
    ['disqualify', 'pre_inscrito', null],
    ['disqualify', 'selecionado', 'Candidato selecionado não pode ser desclassificado.'],
    ['disqualify', 'prazo_vencido', 'Candidato com prazo vencido não pode ser desclassificado.'],
    ['revert', 'desclassificado', null],
    ['revert', 'pre_inscrito', 'Este candidato já está como pré-inscrito.'],
    ['revert', 'selecionado', 'Candidato selecionado não pode ser revertido.'],
    ['revert', 'pago', 'Candidato que já pagou não pode ser revertido.'],
    ['revert', 'isento', 'Candidato isento não pode ser revertido.'],
    ['exempt', 'pre_inscrito', null],
    ['exempt', 'prazo_vencido', null],
    ['exempt', 'isento', 'Este candidato já possui isenção de pagamento.'],
    ['exempt', 'pago', 'Candidato já pagou, não precisa de isenção.'],
    ['exempt', 'selecionado', 'Candidato selecionado não pode receber isenção.'],
    ['resend', 'selecionado', null],
    ['resend', 'pago', 'Este candidato já pagou.'],
    ['communicate', 'desclassificado', null],
  ] as [CandidateAction, CandidateDbStatus, string | null][])('%s on %s → %s', (action, status, message) => {
    expect(refusalFor(action, paid(status))).toBe(message);
  });

  it('refuses exemption of a free registration (valorPago 0.00)', () => {
    expect(refusalFor('exempt', free('pre_inscrito'))).toBe('Inscrição gratuita não precisa de isenção.');
  });

  it.each([
    ['select', paid('pre_inscrito'), 'selecionado'],
    ['select', paid('prazo_vencido'), 'selecionado'],
    ['select', free('pre_inscrito'), 'pago'],
    ['disqualify', paid('pre_inscrito'), 'desclassificado'],
    ['revert', paid('desclassificado'), 'pre_inscrito'],
    ['exempt', paid('prazo_vencido'), 'isento'],
    ['resend', paid('selecionado'), 'selecionado'],
  ] as [CandidateAction, CandidateFacts, CandidateDbStatus][])('%s %o → %s', (action, facts, to) => {
    expect(nextStatus(action, facts)).toBe(to);
  });

  it('promotes free candidates to participants on selection', () => {
    expect(isPromotedOnSelect(free('pre_inscrito'))).toBe(true);
    expect(isPromotedOnSelect(paid('pre_inscrito'))).toBe(false);
  });

  it('counts offending rows by status in bulk refusals', () => {
    const rows = [paid('desclassificado'), paid('selecionado'), paid('selecionado'), paid('pago')];
    expect(refuseAction('revert', rows)).toBe(
      'Não foi possível reverter: a seleção tem 2 selecionados e 1 pago. Apenas candidatos desclassificados podem ser revertidos.',
    );
    expect(refuseAction('exempt', [paid('pre_inscrito'), free('pre_inscrito'), paid('isento')])).toBe(
      'Não foi possível conceder isenção: a seleção tem 1 isento e 1 com inscrição gratuita. Apenas candidatos pré-inscritos ou vencidos com valor a pagar podem receber isenção.',
    );
    expect(refuseAction('revert', [paid('selecionado')])).toBe(
      'Candidato selecionado não pode ser revertido.',
    );
    expect(refuseAction('select', [paid('pre_inscrito'), paid('prazo_vencido')])).toBeNull();
  });

  it.each([
    ['select', [paid('pre_inscrito'), paid('prazo_vencido')], null],
    ['select', [paid('pre_inscrito'), paid('selecionado')], BULK_RULES.select],
    ['disqualify', [paid('prazo_vencido')], BULK_RULES.disqualify],
    ['resend', [paid('selecionado')], null],
    ['exempt', [free('prazo_vencido')], BULK_RULES.exempt],
    ['revert', [paid('desclassificado')], null],
    ['communicate', [paid('pago'), paid('isento')], null],
  ] as [CandidateAction, CandidateFacts[], string | null][])(
    'bulk %s enabled only when every row fits',
    (action, rows, reason) => {
      expect(bulkDisabledReason(action, rows)).toBe(reason);
    },
  );

  it('gives the select tooltip verbatim', () => {
    expect(BULK_RULES.select).toBe('Apenas candidatos pré-inscritos ou vencidos podem ser selecionados');
  });

  it.each([
    [paid('pre_inscrito'), ['disqualify', 'communicate', 'exempt', 'select']],
    [free('pre_inscrito'), ['disqualify', 'communicate', 'select']],
    [paid('selecionado'), ['communicate', 'resend']],
    [paid('desclassificado'), ['communicate', 'revert']],
    [paid('prazo_vencido'), ['exempt', 'communicate', 'select']],
    [paid('pago'), ['communicate']],
    [paid('isento'), ['communicate']],
  ] as [CandidateFacts, CandidateAction[]][])('details actions of %o', (facts, actions) => {
    expect(detailActions(facts)).toEqual(actions);
  });
});

describe('slots (spec §4)', () => {
  it.each([
    [{ capacity: 10, confirmedParticipants: 2, selectedCandidates: 3, exemptCandidates: 1 }, 6, 4, 60],
    [{ capacity: 3, confirmedParticipants: 2, selectedCandidates: 3, exemptCandidates: 0 }, 5, 0, 100],
    [{ capacity: 3, confirmedParticipants: 0, selectedCandidates: 1, exemptCandidates: 0 }, 1, 2, 33],
    [{ capacity: 0, confirmedParticipants: 0, selectedCandidates: 0, exemptCandidates: 0 }, 0, 0, 0],
  ])('%o → occupied %i, available %i, %i%%', (counts, occupied, available, percent) => {
    expect(computeSlots(counts)).toMatchObject({ occupied, available, percent });
  });

  it('caps the quantity at free slots and pre-registered candidates', () => {
    const slots = computeSlots({
      capacity: 10,
      confirmedParticipants: 0,
      selectedCandidates: 4,
      exemptCandidates: 0,
    });
    expect(maxSelectable(slots, 3)).toBe(3);
    expect(maxSelectable(slots, 50)).toBe(6);
  });
});

describe('selection dialog (spec §5)', () => {
  it('names why nobody can be selected: no pre-registered first, then no places left', () => {
    expect(selectionBlocker(0, 10)).toBe('Não há pré-inscritos disponíveis para seleção.');
    expect(selectionBlocker(0, 0)).toBe('Não há pré-inscritos disponíveis para seleção.');
    expect(selectionBlocker(3, 0)).toBe('Não há vagas disponíveis para selecionar candidatos.');
    expect(selectionBlocker(3, -2)).toBe('Não há vagas disponíveis para selecionar candidatos.');
    expect(selectionBlocker(3, 1)).toBeNull();
  });

  it.each([
    [
      { quantity: null, deadlineValue: 7 },
      { quantidade: 'Por favor, informe a quantidade de participantes a serem selecionados.' },
    ],
    [{ quantity: 3, deadlineValue: null }, { prazo: 'Por favor, defina o prazo para pagamento.' }],
    [{ quantity: 0, deadlineValue: 7 }, { quantidade: 'A quantidade deve estar entre 1 e 5 participantes.' }],
    [{ quantity: 6, deadlineValue: 7 }, { quantidade: 'A quantidade deve estar entre 1 e 5 participantes.' }],
    [{ quantity: 5, deadlineValue: 31 }, { prazo: 'O prazo deve estar entre 1 e 30.' }],
    [{ quantity: 5, deadlineValue: 30 }, {}],
  ])('%o', (form, errors) => {
    expect(validateSelection(form, 5)).toEqual(errors);
  });

  it('accepts Portuguese and English units', () => {
    expect(['horas', 'days', 'weeks', 'meses', 'x'].map(normaliseDeadlineUnit)).toEqual([
      'horas',
      'dias',
      'semanas',
      null,
      null,
    ]);
  });

  it("defaults to 7 dias or the event's own setting", () => {
    expect(defaultDeadline({ value: null, unit: null })).toEqual({ value: 7, unit: 'dias' });
    expect(defaultDeadline({ value: 48, unit: 'horas' })).toEqual({ value: 7, unit: 'dias' });
    expect(defaultDeadline({ value: 2, unit: 'meses' })).toEqual({ value: 7, unit: 'dias' });
    expect(defaultDeadline({ value: 3, unit: 'semanas' })).toEqual({ value: 3, unit: 'semanas' });
  });

  it('computes deadlines and the §8 texts', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(deadlineFrom(now, { value: 2, unit: 'horas' }).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(deadlineFrom(now, { value: 1, unit: 'semanas' }).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(selectionMessage(3, { value: 7, unit: 'dias' })).toBe(
      '3 participantes selecionados com prazo de 7 dias para pagamento',
    );
    expect(exemptionMessage(1)).toBe('1 candidato movido para lista de participantes de forma isenta');
  });
});

describe('locked rows (ADR 0186)', () => {
  const statusActions = ['select', 'disqualify', 'revert', 'exempt', 'resend'] as const;

  it.each(CANDIDATE_DB_STATUSES.map((status) => [status]))(
    'locks %s exactly when no status action applies to it, at any price',
    (status) => {
      const appliesToSome = [0, 15000].some((amountCents) =>
        statusActions.some((action) => refusalFor(action, { status, amountCents }) === null),
      );
      expect(lockedRowReason({ status }) !== null).toBe(!appliesToSome);
    },
  );

  it('locks the participants (pago, isento) with a pt-BR reason', () => {
    expect(lockedRowReason({ status: 'pago' })).toBe(
      'Candidato pago: já é participante e não pode ser selecionado para ações em massa.',
    );
    expect(lockedRowReason({ status: 'isento' })).toMatch(/^Candidato isento: já é participante/);
    expect(lockedRowReason({ status: 'pre_inscrito' })).toBeNull();
  });
});
