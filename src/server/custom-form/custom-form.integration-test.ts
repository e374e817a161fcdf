import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_BUILDER_MESSAGES } from '../../domain/form-builder.ts';
import { formFieldOptions, formFields, participantAnswers, participants } from '../db/schema.ts';
import { orderIdOf, participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { readParticipantAnswers } from '../participants/participant-answers.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOwnerAndIntruder, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { FIELD_NOT_FOUND, OPTION_NOT_FOUND, TICKET_TYPE_INVALID } from './custom-form-service.ts';

describe.each(TEST_DRIVERS)('custom form builder routes (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    ({ owner, intruder } = await registerOwnerAndIntruder(env().app));
  });

  const newEvent = () => createTestEvent(env().ctx, owner.id, {}, [{ priceCents: 0 }, { priceCents: 0 }]);
  const url = (eventId: number) => `/api/eventos/${eventId}/formulario-personalizado`;
  const save = (eventId: number, formFields: unknown, agent = owner, csrf = true) =>
    agent.inject({ method: 'POST', url: url(eventId), payload: { formFields } as object, csrf });
  const load = async (eventId: number) => {
    const res = await owner.inject({ method: 'GET', url: url(eventId) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.formFields;
  };
  const publicForm = async (eventId: number) => {
    const res = await env().app.inject({ method: 'GET', url: `/api/eventos/inscricao/${eventId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.formulario as {
      id: number;
      label: string;
      tipo: string;
      options: { value: string }[];
    }[];
  };

  // The spec's new ids (§3): "field_" + time + random part for fields and conditional fields,
  // option_N (value opcaoN, the organiser's text in label) for options.
  const F = {
    size: 'field_1764000000000_k3j9x0a1b',
    why: 'field_1764000000001_p0q9r8s7t',
    addr: 'field_1764000000002_z1y2x3w4v',
  };
  const option = (n: number, label: string, extra: object = {}) => ({
    id: `option_${n}`,
    value: `opcao${n}`,
    label,
    ...extra,
  });
  const sizeForm = (restrictTo: number | null) => [
    {
      id: F.size,
      label: 'Tamanho da camiseta',
      type: 'select',
      required: true,
      options: [
        option(1, 'P', { conditionalFields: [] }),
        option(2, 'G', {
          conditionalFields: [{ id: F.why, label: 'Por que G?', type: 'text', required: true }],
        }),
      ],
    },
    {
      id: F.addr,
      label: 'Endereço de entrega',
      type: 'address',
      required: true,
      show_for_types: restrictTo ? [restrictTo] : null,
    },
  ];

  it('saves a new form and maps every temporary id to a stored id', async () => {
    const { event, ticketTypes } = await newEvent();
    const res = await save(event.id, sizeForm(ticketTypes[1]?.id ?? null));
    expect(res.statusCode, res.body).toBe(200);
    const { success, message, data } = res.json();
    expect(success).toBe(true);
    expect(message).toBe('Formulário salvo com sucesso.');
    const mapping = data.fieldsMapping;
    expect(Object.keys(data).sort()).toEqual(['fieldsMapping', 'formFields']);
    expect(mapping).toEqual({
      fields: { [F.size]: expect.any(Number), [F.addr]: expect.any(Number) },
      options: { option_1: expect.any(Number), option_2: expect.any(Number) },
      conditionalFields: { [F.why]: expect.any(Number) },
    });
    const rows = await env().ctx.db.select().from(formFields).where(eq(formFields.eventId, event.id));
    const why = rows.find((r) => r.id === mapping.conditionalFields[F.why]);
    expect(why).toMatchObject({
      type: 'short_text',
      conditionalFatherFieldId: mapping.fields[F.size],
      conditionalOptionId: mapping.options.option_2,
      required: true,
    });
    // The organiser's text (label) is what buyers pick and what answers hold.
    const optionRows = await env()
      .ctx.db.select()
      .from(formFieldOptions)
      .where(eq(formFieldOptions.fieldId, mapping.fields[F.size]));
    expect(optionRows.map((o) => [o.id, o.value, o.label])).toEqual([
      [mapping.options.option_1, 'P', 'P'],
      [mapping.options.option_2, 'G', 'G'],
    ]);
    expect(rows.find((r) => r.id === mapping.fields[F.size])?.type).toBe('dropdown');
    expect(rows.find((r) => r.id === mapping.fields[F.addr])?.showForTicketTypes).toEqual([
      ticketTypes[1]?.id,
    ]);

    // The builder reads back what it saved, with stored ids.
    const loaded = await load(event.id);
    expect(loaded).toEqual(data.formFields);
    expect(loaded.map((f: { label: string }) => f.label)).toEqual([
      'Tamanho da camiseta',
      'Endereço de entrega',
    ]);
    expect(loaded[0].options[1]).toEqual({
      id: mapping.options.option_2,
      value: 'G',
      label: 'G',
      order: 1,
      conditionalFields: [
        {
          id: mapping.conditionalFields[F.why],
          label: 'Por que G?',
          type: 'text',
          required: true,
          instructions: '',
          order: 0,
          placeholder: null,
          show_for_types: null,
          options: [],
        },
      ],
    });

    // The public form has it at once, the conditional field right after its parent.
    expect((await publicForm(event.id)).map((f) => f.tipo)).toEqual(['dropdown', 'short_text', 'address']);
  });

  it('refuses a registration whose required address is filled in part, naming the missing parts', async () => {
    const { event, ticketTypes } = await newEvent();
    const saved = (
      await save(event.id, [{ id: F.addr, label: 'Endereço de entrega', type: 'address', required: true }])
    ).json().data;
    const partial = {
      cep: '',
      rua: 'Rua A',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: 'Recife',
      estado: '',
    };
    const res = await postRegistration(
      env().app,
      event.id,
      pixBody([
        participant(ticketTypes[0]?.id as number, 1, {
          answers: [{ id: saved.fieldsMapping.fields[F.addr], value: JSON.stringify(partial) }],
        }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json().validation_errors)).toContain(
      'Preencha número, bairro e estado do endereço',
    );
  });

  it('retires removed fields and options instead of deleting them, keeping past answers', async () => {
    const { event, ticketTypes } = await newEvent();
    const first = (await save(event.id, sizeForm(null))).json().data;
    const ids = {
      'tmp-size': first.fieldsMapping.fields[F.size],
      'tmp-addr': first.fieldsMapping.fields[F.addr],
      'tmp-p': first.fieldsMapping.options.option_1,
      'tmp-why': first.fieldsMapping.conditionalFields[F.why],
    };
    const ticketId = ticketTypes[0]?.id as number;
    const address = {
      cep: '01001-000',
      rua: 'Praça da Sé',
      numero: '1',
      complemento: '',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
    };
    const reg = await postRegistration(
      env().app,
      event.id,
      pixBody([
        participant(ticketId, 1, {
          answers: [
            { id: ids['tmp-size'], value: 'G' },
            { id: ids['tmp-why'], value: 'Gosto largo' },
            { id: ids['tmp-addr'], value: JSON.stringify(address) },
          ],
        }),
      ]),
    );
    expect(reg.statusCode, reg.body).toBe(201);

    // Remove option G (and so its conditional field) and the address field; rename P; add M.
    const res = await save(event.id, [
      {
        id: ids['tmp-size'],
        label: 'Tamanho',
        type: 'select',
        required: true,
        options: [{ id: ids['tmp-p'], value: 'P', label: 'PP' }, option(7, 'M')],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fieldsMapping).toEqual({
      fields: {},
      options: { option_7: expect.any(Number) },
      conditionalFields: {},
    });

    const fieldRows = await env().ctx.db.select().from(formFields).where(eq(formFields.eventId, event.id));
    expect(fieldRows).toHaveLength(3);
    const retired = fieldRows
      .filter((r) => r.retiredAt !== null)
      .map((r) => r.id)
      .sort();
    expect(retired).toEqual([ids['tmp-why'], ids['tmp-addr']].sort());
    const optionRows = await env()
      .ctx.db.select()
      .from(formFieldOptions)
      .where(eq(formFieldOptions.fieldId, ids['tmp-size']));
    expect(optionRows.map((o) => [o.value, o.retiredAt !== null]).sort()).toEqual([
      ['G', true],
      ['M', false],
      ['PP', false],
    ]);

    const orderId = await orderIdOf(env().ctx, reg.json().data.order_id);
    const [person] = await env().ctx.db.select().from(participants).where(eq(participants.orderId, orderId));
    const answers = await env()
      .ctx.db.select({
        label: formFields.label,
        value: participantAnswers.value,
        retiredAt: formFields.retiredAt,
      })
      .from(participantAnswers)
      .innerJoin(formFields, eq(formFields.id, participantAnswers.fieldId))
      .where(eq(participantAnswers.participantId, person?.id as number));
    expect(answers.map((a) => a.label).sort()).toEqual(['Endereço de entrega', 'Por que G?', 'Tamanho']);
    expect(answers.find((a) => a.label === 'Por que G?')?.value).toBe('Gosto largo');

    // The participant's data still shows every answer, the retired fields' included, as text.
    const shown = await readParticipantAnswers(env().ctx.db, event.id, [person?.id as number]);
    expect(Object.fromEntries(shown.get(person?.id as number) ?? [])).toEqual({
      [ids['tmp-size']]: 'G',
      [ids['tmp-why']]: 'Gosto largo',
      [ids['tmp-addr']]: 'Praça da Sé, 1 - Sé, São Paulo/SP - CEP 01001-000',
    });

    // And so does the organiser's report: a column per field, the retired ones included.
    const report = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/download-relatorio-participantes`,
    });
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Participantes');
    if (!sheet) throw new Error('no Participantes sheet');
    const header = Array.from(sheet.getRow(1).values as unknown[], (value) => String(value ?? ''));
    const row = sheet.getRow(2);
    const cellOf = (label: string) => row.getCell(header.indexOf(label)).value;
    expect(cellOf('Participante')).toBe(person?.name);
    expect(cellOf('Tamanho')).toBe('G');
    expect(cellOf('Por que G?')).toBe('Gosto largo');
    expect(cellOf('Endereço de entrega')).toBe('Praça da Sé, 1 - Sé, São Paulo/SP - CEP 01001-000');

    const form = await publicForm(event.id);
    expect(form.map((f) => f.label)).toEqual(['Tamanho']);
    expect(form[0]?.options.map((o) => o.value)).toEqual(['PP', 'M']);
    // A buyer can no longer choose the retired option.
    const late = await postRegistration(
      env().app,
      event.id,
      pixBody([participant(ticketId, 2, { answers: [{ id: ids['tmp-size'], value: 'G' }] })]),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().validation_errors[`participantes.0.campo_${ids['tmp-size']}`]).toEqual([
      'Opção inválida',
    ]);
  });

  it('saves while buyers register without a deadlock or a 5xx, every answer kept', async () => {
    const { event, ticketTypes } = await newEvent();
    const first = (await save(event.id, [{ id: 'field_1_a', label: 'Empresa', type: 'text' }])).json().data;
    const fieldId = first.fieldsMapping.fields.field_1_a as number;
    const ticketId = ticketTypes[0]?.id as number;
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        postRegistration(
          env().app,
          event.id,
          pixBody([participant(ticketId, 100 + i, { answers: [{ id: fieldId, value: `ACME ${i}` }] })]),
        ),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        save(event.id, [
          { id: fieldId, label: `Empresa ${i}`, type: 'text' },
          { id: `field_2_novo${i}`, label: `Extra ${i}`, type: 'textarea' },
        ]),
      ),
    ]);
    expect(results.map((r) => r.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(results.slice(0, 12).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const answers = await env()
      .ctx.db.select()
      .from(participantAnswers)
      .where(eq(participantAnswers.fieldId, fieldId));
    expect(answers).toHaveLength(12);
  });

  it('replaces a field whose type changed, mapping the old id to the new one', async () => {
    const { event } = await newEvent();
    const first = (await save(event.id, [{ id: 'field_1_a', label: 'Idade', type: 'text' }])).json().data;
    const oldId = first.fieldsMapping.fields.field_1_a;
    const res = await save(event.id, [{ id: oldId, label: 'Idade', type: 'number' }]);
    const newId = res.json().data.fieldsMapping.fields[String(oldId)];
    expect(newId).toBeGreaterThan(oldId);
    const [old] = await env().ctx.db.select().from(formFields).where(eq(formFields.id, oldId));
    expect(old?.retiredAt).not.toBeNull();
    expect((await load(event.id)).map((f: { id: number; type: string }) => [f.id, f.type])).toEqual([
      [newId, 'number'],
    ]);
  });

  it("answers 404 for another organiser's event and for ids of another event's form", async () => {
    const { event } = await newEvent();
    const other = await newEvent();
    const saved = (await save(other.event.id, sizeForm(null))).json().data.fieldsMapping;
    expect((await save(event.id, [], intruder)).statusCode).toBe(404);
    expect((await intruder.inject({ method: 'GET', url: url(event.id) })).statusCode).toBe(404);
    expect((await owner.inject({ method: 'GET', url: url(987654) })).statusCode).toBe(404);
    const foreignField = await save(event.id, [{ id: saved.fields[F.addr], label: 'X', type: 'address' }]);
    expect(foreignField.statusCode).toBe(404);
    expect(foreignField.json().error).toBe(FIELD_NOT_FOUND);
    const foreignOption = await save(event.id, [
      {
        id: 'field_1_n',
        label: 'X',
        type: 'radio',
        options: [{ id: saved.options.option_1, value: 'opcao1', label: 'A' }, option(2, 'B')],
      },
    ]);
    expect(foreignOption.statusCode).toBe(404);
    expect(foreignOption.json().error).toBe(OPTION_NOT_FOUND);
    const foreignTicket = await save(event.id, [
      { id: 'field_1_n', label: 'X', type: 'text', show_for_types: [other.ticketTypes[0]?.id] },
    ]);
    expect(foreignTicket.statusCode).toBe(422);
    expect(foreignTicket.json().validation_errors['formFields.0.show_for_types']).toEqual([
      TICKET_TYPE_INVALID,
    ]);
    // Nothing was written by the refused saves.
    expect(await load(event.id)).toEqual([]);
  });

  it('refuses the names and ids the spec does not use, writing nothing', async () => {
    const { event } = await newEvent();
    const cases: [string, unknown, Record<string, string[]>][] = [
      [
        'conditional_fields for conditionalFields',
        [
          {
            id: F.size,
            label: 'Tamanho',
            type: 'select',
            options: [
              option(1, 'P', { conditional_fields: [{ id: F.why, label: 'Por que?', type: 'text' }] }),
              option(2, 'G'),
            ],
          },
        ],
        {
          'formFields.0.options.0': ['Campo não reconhecido no formulário: conditional_fields.'],
        },
      ],
      [
        'a campo-… field id',
        [{ id: 'campo-mf3k2a-1', label: 'Empresa', type: 'text' }],
        { 'formFields.0.id': [FORM_BUILDER_MESSAGES.invalidId] },
      ],
      [
        'an opcao-… option id',
        [
          {
            id: F.size,
            label: 'Tamanho',
            type: 'radio',
            options: [{ id: 'opcao-mf3k2a-2', value: 'P', label: 'P' }, option(2, 'G')],
          },
        ],
        { 'formFields.0.options.0.id': [FORM_BUILDER_MESSAGES.invalidId] },
      ],
      [
        'an option without its label',
        [
          {
            id: F.size,
            label: 'Tamanho',
            type: 'radio',
            options: [{ id: 'option_1', value: 'P' }, option(2, 'G')],
          },
        ],
        { 'formFields.0.options.0.label': ['Campo obrigatório.'] },
      ],
    ];
    for (const [name, formFields, errors] of cases) {
      const res = await save(event.id, formFields);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error_type, name).toBe('validation');
      expect(res.json().validation_errors, name).toMatchObject(errors);
    }
    expect((await save(event.id, [], owner)).statusCode).toBe(200);
    const extraTop = await owner.inject({
      method: 'POST',
      url: url(event.id),
      payload: { formFields: [], fields_mapping: {} },
    });
    expect(extraTop.statusCode).toBe(422);
    expect(await load(event.id)).toEqual([]);
  });

  it("accepts every key of the spec's field entity and keeps a conditional field's ticket types", async () => {
    const { event, ticketTypes } = await newEvent();
    const only = ticketTypes[0]?.id as number;
    const res = await save(event.id, [
      {
        id: F.size,
        label: 'Tamanho',
        type: 'radio',
        required: true,
        instructions: 'Escolha um',
        order: 0,
        placeholder: 'Ex.: P',
        isNew: true,
        show_for_types: null,
        options: [
          option(1, 'P', {
            order: 0,
            conditionalFields: [
              {
                id: F.why,
                label: 'Qual modelo?',
                type: 'select',
                required: false,
                instructions: '',
                isNew: true,
                show_for_types: [only],
                options: [option(2, 'Baby look', { order: 0 })],
              },
            ],
          }),
          option(3, 'G', { order: 1 }),
        ],
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { fieldsMapping, formFields: saved } = res.json().data;
    expect(fieldsMapping).toEqual({
      fields: { [F.size]: expect.any(Number) },
      options: { option_1: expect.any(Number), option_2: expect.any(Number), option_3: expect.any(Number) },
      conditionalFields: { [F.why]: expect.any(Number) },
    });
    expect(saved[0]).toMatchObject({ placeholder: 'Ex.: P', instructions: 'Escolha um' });
    expect(saved[0].options[0].conditionalFields[0]).toMatchObject({
      id: fieldsMapping.conditionalFields[F.why],
      show_for_types: [only],
      options: [{ id: fieldsMapping.options.option_2, value: 'Baby look', label: 'Baby look', order: 0 }],
    });
    const [row] = await env()
      .ctx.db.select()
      .from(formFields)
      .where(eq(formFields.id, fieldsMapping.conditionalFields[F.why]));
    expect(row?.showForTicketTypes).toEqual([only]);
  });

  it('needs the anti-forgery header to save', async () => {
    const { event } = await newEvent();
    const res = await save(event.id, [{ id: 'field_1_a', label: 'A', type: 'text' }], owner, false);
    expect(res.statusCode).toBe(403);
    expect(await load(event.id)).toEqual([]);
  });

  it('answers bad input with 422 and the spec messages', async () => {
    const { event } = await newEvent();
    const res = await save(event.id, [
      { id: 'field_1_a', label: ' ', type: 'text' },
      // The option's text is its label: a value alone is a blank option.
      { id: 'field_1_b', label: 'Cor', type: 'radio', options: [option(1, 'Azul'), option(2, ' ')] },
      {
        id: 'field_1_c',
        label: 'Cor',
        type: 'select',
        options: [
          option(3, 'A', {
            conditionalFields: [{ id: 'field_1_k', label: 'Q', type: 'checkbox', options: [] }],
          }),
          option(4, 'B'),
        ],
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors).toEqual({
      'formFields.0.label': [FORM_BUILDER_MESSAGES.labelRequired],
      'formFields.1.options': [FORM_BUILDER_MESSAGES.twoOptions],
      'formFields.2.options.0.conditionalFields.0.options': [FORM_BUILDER_MESSAGES.oneOption],
    });
    for (const junk of [
      null,
      'x',
      [{ id: 'field_1_a' }],
      [{ id: 'field_1_a', label: 'A', type: 'rating' }],
      Array.from({ length: 101 }, (_, i) => ({ id: `field_1_${i}`, label: 'A', type: 'text' })),
    ]) {
      const bad = await save(event.id, junk);
      expect(bad.statusCode, JSON.stringify(junk).slice(0, 80)).toBe(422);
    }
    expect(
      (
        await owner.inject({
          method: 'POST',
          url: url(event.id),
          payload: 'não é json',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBeLessThan(500);
  });
});
