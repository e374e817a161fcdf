import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantRow } from '../../domain/contracts/participants.ts';
import { buyer, participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { ERROR_BODY_KEYS } from '../testing/contract-kit.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestOrders } from './participant-test-data.ts';

const at = (isoWithOffset: string) => new Date(isoWithOffset);

interface ListData {
  itens: ParticipantRow[];
  total: number;
  pagina: number;
  por_pagina: number;
}

describe.each(TEST_DRIVERS)('GET /api/eventos/:id/participantes (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let eventId: number;
  let inteira: number;
  let meia: number;
  let cortesia: number;

  async function list(params: Record<string, string> = {}, agent = owner, id = eventId) {
    const qs = new URLSearchParams(params).toString();
    return agent.inject({ method: 'GET', url: `/api/eventos/${id}/participantes${qs ? `?${qs}` : ''}` });
  }

  async function listData(params: Record<string, string> = {}): Promise<ListData> {
    const res = await list(params);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** Names on the page, sorted; the total must count exactly those rows. */
  const names = async (params: Record<string, string>) => {
    const data = await listData({ por_pagina: '100', ...params });
    expect(data.total, JSON.stringify(params)).toBe(data.itens.length);
    return data.itens.map((row) => row.nome).sort();
  };

  beforeAll(async () => {
    const { ctx, app } = env();
    owner = await registerOrganiserAgent(app, 'Dona da Lista');
    const created = await createTestEvent(ctx, owner.id, { capacity: 500 }, [
      { name: 'Inteira', priceCents: 10000, quantity: 200 },
      { name: 'Meia-entrada', priceCents: 5000, quantity: 200 },
      { name: 'Cortesia', priceCents: 0, quantity: 200 },
    ]);
    eventId = created.event.id;
    [inteira, meia, cortesia] = created.ticketTypes.map((t) => t.id) as [number, number, number];
    await createTestOrders(ctx, eventId, [
      {
        buyerName: 'Carlos Pereira',
        buyerEmail: 'carlos@empresa.com.br',
        createdAt: at('2026-03-01T10:00:00-03:00'),
        people: [
          {
            name: 'Ana Souza',
            email: 'ana.souza@gmail.com',
            ticketTypeId: inteira,
            amountCents: 10000,
            checkedInAt: at('2026-04-10T08:00:00-03:00'),
          },
          { name: 'Cássia Prado', ticketTypeId: inteira, amountCents: 10000, status: 'cancelado' },
        ],
      },
      {
        // 23:30 on 2 March in Brasília is already 3 March in UTC.
        createdAt: at('2026-03-02T23:30:00-03:00'),
        people: [
          {
            name: 'Bruno Lima',
            email: 'bruno@hotmail.com',
            ticketTypeId: meia,
            amountCents: 5000,
            status: 'pendente',
          },
        ],
      },
      {
        createdAt: at('2026-03-03T00:30:00-03:00'),
        people: [{ name: 'Daniel Nunes', ticketTypeId: inteira, amountCents: 10000, status: 'reembolsado' }],
      },
      {
        createdAt: at('2026-03-04T12:00:00-03:00'),
        people: [
          { name: 'Érica Alves', email: 'erica_50%@teste.com.br', ticketTypeId: meia, amountCents: 5000 },
        ],
      },
      {
        createdAt: at('2026-03-05T09:00:00-03:00'),
        people: [
          {
            name: 'Fábio Rocha',
            ticketTypeId: cortesia,
            status: 'isento',
            checkedInAt: at('2026-04-10T09:30:00-03:00'),
          },
        ],
      },
      {
        createdAt: at('2026-03-06T09:00:00-03:00'),
        people: [{ name: 'Gabriela Dias', ticketTypeId: inteira, amountCents: 10000, status: 'contestado' }],
      },
      ...Array.from({ length: 30 }, (_, i) => ({
        createdAt: new Date(at('2026-04-01T10:00:00-03:00').getTime() + i * 60_000),
        people: [
          { name: `Pessoa ${String(i + 1).padStart(2, '0')}`, ticketTypeId: inteira, amountCents: 10000 },
        ],
      })),
    ]);
    // Another organiser's participant with a name that would match: never listed here.
    const other = await createTestEvent(ctx, (await registerOrganiserAgent(app, 'Outra')).id);
    await createTestOrders(ctx, other.event.id, [
      { people: [{ name: 'Ana Souza Intrusa', ticketTypeId: other.ticketTypes[0]?.id as number }] },
    ]);
  });

  it("answers the first page newest first with the spec's participant fields", async () => {
    const data = await listData();
    expect(data).toMatchObject({ total: 37, pagina: 1, por_pagina: 25 });
    expect(data.itens).toHaveLength(25);
    expect(data.itens[0]?.nome).toBe('Pessoa 30');
    const [ana] = (await listData({ busca: 'ana.souza' })).itens;
    expect(ana).toEqual({
      id: expect.any(Number),
      nome: 'Ana Souza',
      email: 'ana.souza@gmail.com',
      tipoIngresso: 'Inteira',
      status: 'pago',
      nomeComprador: 'Carlos Pereira',
      emailComprador: 'carlos@empresa.com.br',
      dataCompra: '2026-03-01T13:00:00.000Z',
      valorPago: '100.00',
      nuncaPago: false,
      codigoPedido: expect.stringMatching(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/),
      presenca: true,
      presencaEm: '2026-04-10T11:00:00.000Z',
      // Marked straight in the database, not at the door: no day rows.
      presencaDias: [],
    });
  });

  it('searches participant and buyer names and e-mails, ignoring case, inside this event only', async () => {
    expect(await names({ busca: 'SOUZA' })).toEqual(['Ana Souza']);
    expect(await names({ busca: 'carlos' })).toEqual(['Ana Souza', 'Cássia Prado']);
    expect(await names({ busca: 'EMPRESA.com' })).toEqual(['Ana Souza', 'Cássia Prado']);
    expect(await names({ busca: 'hotmail' })).toEqual(['Bruno Lima']);
    // Bruno is his own buyer: matched twice over, counted once.
    expect(await names({ busca: 'bruno' })).toEqual(['Bruno Lima']);
    expect(await names({ busca: 'ássia' })).toEqual(['Cássia Prado']);
    expect(await names({ busca: 'ninguém assim' })).toEqual([]);
  });

  it('reads % and _ in the search as plain characters', async () => {
    expect(await names({ busca: '50%' })).toEqual(['Érica Alves']);
    expect(await names({ busca: '_' })).toEqual(['Érica Alves']);
    expect(await names({ busca: '%' })).toEqual(['Érica Alves']);
  });

  it('filters by status, ticket type and presence, alone and together', async () => {
    expect((await listData({ status: 'pago,isento' })).total).toBe(33);
    expect(await names({ status: 'pendente' })).toEqual(['Bruno Lima']);
    expect(await names({ tipoIngresso: String(meia) })).toEqual(['Bruno Lima', 'Érica Alves']);
    expect(await names({ tipoIngresso: `${meia},${cortesia}` })).toEqual([
      'Bruno Lima',
      'Fábio Rocha',
      'Érica Alves',
    ]);
    expect(await names({ presenca: 'true' })).toEqual(['Ana Souza', 'Fábio Rocha']);
    expect((await listData({ presenca: 'false' })).total).toBe(35);
    expect(await names({ status: 'pago', presenca: 'true' })).toEqual(['Ana Souza']);
    expect(await names({ status: 'reembolsado', busca: 'daniel', tipoIngresso: String(inteira) })).toEqual([
      'Daniel Nunes',
    ]);
  });

  it('filters purchase dates by whole days in Brazil time, dd/mm/aaaa or ISO', async () => {
    expect(await names({ dataCompra_de: '02/03/2026', dataCompra_ate: '02/03/2026' })).toEqual([
      'Bruno Lima',
    ]);
    expect(await names({ dataCompra_de: '2026-03-03', dataCompra_ate: '03/03/2026' })).toEqual([
      'Daniel Nunes',
    ]);
    expect(await names({ dataCompra_ate: '01/03/2026' })).toEqual(['Ana Souza', 'Cássia Prado']);
    expect((await listData({ dataCompra_de: '01/04/2026' })).total).toBe(30);
  });

  it('filters the amount paid by a range in reais', async () => {
    expect(await names({ valorPago_min: '50', valorPago_max: '50,00' })).toEqual([
      'Bruno Lima',
      'Érica Alves',
    ]);
    expect(await names({ valorPago_max: '0' })).toEqual(['Fábio Rocha']);
    expect((await listData({ valorPago_min: '99.99' })).total).toBe(34);
  });

  const comparators: Record<string, (a: ParticipantRow, b: ParticipantRow) => number> = {
    nome: (a, b) => cmp(a.nome.toLowerCase(), b.nome.toLowerCase()),
    email: (a, b) => cmp(a.email, b.email),
    tipoIngresso: (a, b) => cmp(a.tipoIngresso.toLowerCase(), b.tipoIngresso.toLowerCase()),
    status: (a, b) => cmp(a.status, b.status),
    nomeComprador: (a, b) => cmp(a.nomeComprador.toLowerCase(), b.nomeComprador.toLowerCase()),
    emailComprador: (a, b) => cmp(a.emailComprador, b.emailComprador),
    dataCompra: (a, b) => cmp(a.dataCompra, b.dataCompra),
    valorPago: (a, b) => Number(a.valorPago) - Number(b.valorPago),
    // Absent first, then by check-in time.
    presenca: (a, b) => cmp(a.presencaEm ?? '', b.presencaEm ?? ''),
  };
  function cmp(a: string, b: string): number {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  it.each(Object.keys(comparators).flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]))(
    'sorts by %s %s, ties by id, the same across pages',
    async (ordenar, direcao) => {
      const whole = (await listData({ ordenar, direcao, por_pagina: '100' })).itens;
      const paged: ParticipantRow[] = [];
      for (let pagina = 1; pagina <= 4; pagina++) {
        paged.push(...(await listData({ ordenar, direcao, por_pagina: '10', pagina: String(pagina) })).itens);
      }
      expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));
      const sign = direcao === 'asc' ? 1 : -1;
      const compare = comparators[ordenar] as (a: ParticipantRow, b: ParticipantRow) => number;
      const expected = [...whole].sort((a, b) => sign * (compare(a, b) || a.id - b.id));
      expect(whole.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    },
  );

  it('pages never overlap, and a page past the end answers the last page', async () => {
    const ids = new Set<number>();
    const sizes: number[] = [];
    for (let pagina = 1; pagina <= 4; pagina++) {
      const data = await listData({ por_pagina: '10', pagina: String(pagina) });
      sizes.push(data.itens.length);
      for (const row of data.itens) ids.add(row.id);
    }
    expect(sizes).toEqual([10, 10, 10, 7]);
    expect(ids.size).toBe(37);
    const past = await listData({ por_pagina: '10', pagina: '9' });
    expect(past.pagina).toBe(4);
    expect(past.itens).toHaveLength(7);
    const none = await listData({ busca: 'ninguém', pagina: '3' });
    expect(none).toEqual({ itens: [], total: 0, pagina: 1, por_pagina: 25 });
  });

  it("refuses bad queries with 422 in the spec's error shape, one message per parameter", async () => {
    const res = await list({
      por_pagina: '7',
      pagina: '0',
      ordenar: 'senha',
      direcao: 'cima',
      status: 'pago,estornado',
      tipoIngresso: 'inteira',
      presenca: 'sim',
      dataCompra_de: '31/02/2026',
      valorPago_min: '-5',
      busca: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(ERROR_BODY_KEYS);
    expect(body).toMatchObject({ error_type: 'validation', error_code: 422 });
    expect(Object.keys(body.validation_errors).sort()).toEqual([
      'busca',
      'dataCompra_de',
      'direcao',
      'ordenar',
      'pagina',
      'por_pagina',
      'presenca',
      'status',
      'tipoIngresso',
      'valorPago_min',
    ]);
    expect(body.validation_errors.por_pagina).toEqual(['Itens por página deve ser 10, 25, 50 ou 100.']);
    const reversed = await list({ dataCompra_de: '10/03/2026', dataCompra_ate: '01/03/2026' });
    expect(reversed.json().validation_errors).toEqual({
      dataCompra_de: ['A data inicial não pode ser posterior à data final.'],
    });
  });

  it("answers 404 for another organiser's event and for ids that are not events", async () => {
    const intruder = await registerOrganiserAgent(env().app, 'Intrusa');
    for (const url of [
      `/api/eventos/${eventId}/participantes`,
      `/api/eventos/${eventId}/participantes?busca=ana&por_pagina=7`,
      `/api/eventos/${eventId}/participantes/resumo`,
      `/api/eventos/${eventId}/participantes/selecao`,
    ]) {
      const res = await intruder.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error_type).toBe('not_found');
    }
    expect((await list({}, owner, 999_999_999)).statusCode).toBe(404);
    expect((await owner.inject({ method: 'GET', url: '/api/eventos/abc/participantes' })).statusCode).toBe(
      404,
    );
    expect(
      (await env().app.inject({ method: 'GET', url: `/api/eventos/${eventId}/participantes` })).statusCode,
    ).toBe(401);
  });

  it('lists participants who registered through the public registration', async () => {
    const { ctx, app } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const ticketId = ticketTypes[0]?.id as number;
    const res = await postRegistration(
      app,
      event.id,
      pixBody([participant(ticketId, 1, { nome: 'Joana Registrada' }), participant(ticketId, 2)]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = (await list({ ordenar: 'nome' }, owner, event.id)).json().data as ListData;
    expect(data.total).toBe(2);
    expect(data.itens[0]).toMatchObject({
      nome: 'Joana Registrada',
      tipoIngresso: 'Ingresso 1',
      status: 'pendente',
      nomeComprador: buyer.name,
      emailComprador: buyer.email,
      valorPago: '50.00',
      presenca: false,
    });
  });
});
