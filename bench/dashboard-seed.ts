// Seeds one event with N participants (and their orders and custom answers) in a few set-based
// INSERT … SELECT generate_series statements: 100 000 participants take seconds, not minutes.
// Realistic enough for query plans: Brazilian names with accents (many share a surname), buyers
// who are often one of their participants, six statuses in plausible shares, four ticket types,
// purchases spread over 90 days, a third of the paid ones present.

/** Runs one statement on a single connection (the seed is one transaction). */
export type RunSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const FIRST = [
  ['Ana', 'ana'],
  ['João', 'joao'],
  ['Maria', 'maria'],
  ['José', 'jose'],
  ['Antônio', 'antonio'],
  ['Francisca', 'francisca'],
  ['Carlos', 'carlos'],
  ['Paulo', 'paulo'],
  ['Adriana', 'adriana'],
  ['Lucas', 'lucas'],
  ['Juliana', 'juliana'],
  ['Marcos', 'marcos'],
  ['Patrícia', 'patricia'],
  ['Rafael', 'rafael'],
  ['Aline', 'aline'],
  ['Gabriel', 'gabriel'],
  ['Fernanda', 'fernanda'],
  ['Pedro', 'pedro'],
  ['Camila', 'camila'],
  ['Luiz', 'luiz'],
  ['Beatriz', 'beatriz'],
  ['Thiago', 'thiago'],
  ['Letícia', 'leticia'],
  ['Bruno', 'bruno'],
  ['Conceição', 'conceicao'],
  ['Raimundo', 'raimundo'],
  ['Vitória', 'vitoria'],
  ['Felipe', 'felipe'],
  ['Larissa', 'larissa'],
  ['Gustavo', 'gustavo'],
  ['Sebastião', 'sebastiao'],
  ['Débora', 'debora'],
];
const LAST = [
  ['Silva', 'silva'],
  ['Santos', 'santos'],
  ['Oliveira', 'oliveira'],
  ['Souza', 'souza'],
  ['Rodrigues', 'rodrigues'],
  ['Ferreira', 'ferreira'],
  ['Alves', 'alves'],
  ['Pereira', 'pereira'],
  ['Lima', 'lima'],
  ['Gomes', 'gomes'],
  ['Costa', 'costa'],
  ['Ribeiro', 'ribeiro'],
  ['Martins', 'martins'],
  ['Carvalho', 'carvalho'],
  ['Araújo', 'araujo'],
  ['Melo', 'melo'],
  ['Barbosa', 'barbosa'],
  ['Cardoso', 'cardoso'],
  ['Nascimento', 'nascimento'],
  ['Conceição', 'conceicao'],
  ['Brandão', 'brandao'],
  ['Magalhães', 'magalhaes'],
  ['Figueiredo', 'figueiredo'],
  ['Assunção', 'assuncao'],
  ['Moraes', 'moraes'],
  ['Teixeira', 'teixeira'],
  ['Cavalcanti', 'cavalcanti'],
  ['Bezerra', 'bezerra'],
  ['Monteiro', 'monteiro'],
  ['Freitas', 'freitas'],
  ['Nogueira', 'nogueira'],
  ['Queiroz', 'queiroz'],
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'empresa.com.br', 'uol.com.br'];
const COMPANIES = [
  'Acme Ltda',
  'Padaria Pão Quente',
  'Tech Recife',
  'Coop. Agro Sul',
  'Autônomo',
  'Prefeitura',
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export interface SeededEvent {
  organiserId: number;
  eventId: number;
  ticketTypeIds: number[];
  participants: number;
}

/**
 * Seeds organiser `organiserId`'s event with `count` participants in orders of two. Runs as one
 * transaction; returns the event and its ticket types.
 */
export async function seedDashboardEvent(
  run: RunSql,
  organiserId: number,
  count: number,
  slug: string,
): Promise<SeededEvent> {
  const orders = Math.ceil(count / 2);
  await run('BEGIN');
  try {
    // Events belong to the organiser's organisation (ADR 0430): the one they own, made here as the
    // app's ensureOrganisation does for an account that has none yet.
    await run(`
      WITH created AS (
        INSERT INTO organisations (owner_id, name)
        SELECT id, name FROM organisers WHERE id = ${organiserId}
        ON CONFLICT (owner_id) DO NOTHING
        RETURNING id
      )
      INSERT INTO organisation_members (organisation_id, organiser_id, role)
      SELECT id, ${organiserId}, 'proprietario' FROM created
      ON CONFLICT (organiser_id) DO NOTHING`);
    const event = await run(`
      INSERT INTO events (organiser_id, organisation_id, slug, name, starts_at, ends_at, capacity, place_name, city, state)
      VALUES (${organiserId}, (SELECT organisation_id FROM organisation_members WHERE organiser_id = ${organiserId}),
              '${slug}', 'Congresso Bench ${count}', now() + interval '30 days',
              now() + interval '32 days', ${count * 2}, 'Centro de Convenções', 'Recife', 'PE')
      RETURNING id`);
    const eventId = Number(event.rows[0]?.id);
    await run(`INSERT INTO event_settings (event_id) VALUES (${eventId})`);
    const types = await run(`
      INSERT INTO ticket_types (event_id, name, price_cents, quantity, position)
      VALUES (${eventId}, 'Inteira', 25000, NULL, 0), (${eventId}, 'Meia-entrada', 12500, NULL, 1),
             (${eventId}, 'VIP', 60000, NULL, 2), (${eventId}, 'Cortesia', 0, NULL, 3)
      RETURNING id`);
    const ticketTypeIds = types.rows.map((row) => Number(row.id));
    const fields = await run(`
      INSERT INTO form_fields (event_id, type, label, position)
      VALUES (${eventId}, 'short_text', 'Empresa', 0), (${eventId}, 'short_text', 'Cargo', 1),
             (${eventId}, 'short_text', 'Cidade', 2)
      RETURNING id`);
    const fieldIds = fields.rows.map((row) => Number(row.id));

    // One order per two participants; the buyer is the first participant of the order.
    const first = sqlArray(FIRST.map(([name]) => name as string));
    const firstAscii = sqlArray(FIRST.map(([, ascii]) => ascii as string));
    const last = sqlArray(LAST.map(([name]) => name as string));
    const lastAscii = sqlArray(LAST.map(([, ascii]) => ascii as string));
    const domains = sqlArray(DOMAINS);
    const n = FIRST.length;
    const m = LAST.length;
    const d = DOMAINS.length;
    await run(`
      CREATE TEMP TABLE seed_people ON COMMIT DROP AS
      SELECT g,
             (${first})[1 + (g * 7) % ${n}] || ' ' || (${last})[1 + (g * 13) % ${m}] || ' ' ||
               (${last})[1 + (g * 17 + g / 5) % ${m}] AS name,
             (${firstAscii})[1 + (g * 7) % ${n}] || '.' || (${lastAscii})[1 + (g * 17 + g / 5) % ${m}] ||
               g || '@' || (${domains})[1 + g % ${d}] AS email,
             CASE WHEN g % 100 < 70 THEN 'pago' WHEN g % 100 < 80 THEN 'pendente'
                  WHEN g % 100 < 85 THEN 'isento' WHEN g % 100 < 93 THEN 'cancelado'
                  WHEN g % 100 < 98 THEN 'reembolsado' ELSE 'contestado' END AS status,
             1 + (g * 11) % 4 AS type_index,
             now() - ((g * 7919) % (90 * 24 * 60)) * interval '1 minute' AS created_at
      FROM generate_series(1, ${count}) g`);
    await run(`
      INSERT INTO orders (event_id, hash, code, status, buyer_name, buyer_email, payment_method, installments,
                          subtotal_cents, total_cents, paid_at, created_at)
      -- A code of the code's alphabet per order (the bench searches names, not codes).
      SELECT ${eventId}, md5('${slug}-' || k), upper(substr(md5('c' || k), 1, 3) || '-' || substr(md5('c' || k), 4, 3)), 'paid', p.name, p.email,
             CASE WHEN k % 3 = 0 THEN 'credit_card' ELSE 'pix' END, CASE WHEN k % 3 = 0 THEN 1 + k % 6 ELSE 1 END,
             50000, 50000, p.created_at, p.created_at
      FROM generate_series(1, ${orders}) k JOIN seed_people p ON p.g = 2 * k - 1`);
    const prices = '(ARRAY[25000, 12500, 60000, 0])';
    await run(`
      INSERT INTO participants (order_id, event_id, ticket_type_id, name, email, phone, status, amount_cents,
                                checked_in_at, created_at)
      SELECT o.id, ${eventId}, (ARRAY[${ticketTypeIds.join(',')}])[p.type_index], p.name, p.email,
             '(81) 9' || lpad((p.g % 100000000)::text, 8, '0'), p.status,
             CASE WHEN p.status = 'isento' THEN 0 ELSE ${prices}[p.type_index] END,
             CASE WHEN p.status IN ('pago', 'isento') AND p.g % 3 = 0
                  THEN p.created_at + interval '40 days' END,
             p.created_at
      FROM seed_people p
      JOIN orders o ON o.event_id = ${eventId} AND o.hash = md5('${slug}-' || ((p.g + 1) / 2))`);
    const companies = sqlArray(COMPANIES);
    await run(`
      INSERT INTO participant_answers (participant_id, field_id, value)
      SELECT p.id, f.id,
             CASE f.position WHEN 0 THEN (${companies})[1 + p.id % ${COMPANIES.length}]
                             WHEN 1 THEN 'Cargo ' || (p.id % 40)
                             ELSE (ARRAY['Recife','Olinda','Caruaru','João Pessoa','Natal'])[1 + p.id % 5] END
      FROM participants p CROSS JOIN form_fields f
      WHERE p.event_id = ${eventId} AND f.id IN (${fieldIds.join(',')})`);
    await run('COMMIT');
    // What autovacuum does on a live table: statistics for the planner, and the visibility map
    // that lets COUNT(*) read only the index.
    await run('VACUUM ANALYZE participants, orders, participant_answers');
    return { organiserId, eventId, ticketTypeIds, participants: count };
  } catch (err) {
    await run('ROLLBACK');
    throw err;
  }
}
