// Issue 22: names outside Latin-1 print on vouchers and receipts as typed. The PDFs embed Inter
// (pdf-fonts.ts); their extracted text must equal the names, and what no font here can draw (an
// emoji) is left out instead of printed as mojibake. The pages are rasterised to be looked at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardBody, participant, postRegistration, useEventFactory } from '../orders/registration-test-kit.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { printableText } from './pdf-fonts.ts';
import { extractPdfText } from './pdf-text.ts';

const OUT = process.env.SCREENSHOT_DIR ?? join(process.cwd(), 'test-results', 'documents');

function rasterise(name: string, pdf: Buffer): void {
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, `${name}.pdf`);
  writeFileSync(path, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, join(OUT, name)]);
}

const NAMES = ['Łukasz Nguyễn', 'Zoë Ñandú', 'Søren Ødegård-Çelik', 'Ангелина Ёлкина', 'Đặng Thị Hương'];

describe('printableText', () => {
  it.each([
    ['Łukasz Nguyễn', 'Łukasz Nguyễn'],
    // "ế" typed as e + combining marks is composed to the letter the font has.
    ['Nguye\u0302\u0303n', 'Nguyễn'],
    ['Zoë 🎉 Ñandú', 'Zoë Ñandú'],
    ['👨‍👩‍👧 Família', 'Família'],
    ['李小龍', '—'],
  ])('%s → %s', (typed, printed) => {
    expect(printableText(typed)).toBe(printed);
  });
});

describe.each(TEST_DRIVERS)('names outside Latin-1 on vouchers and receipts (%s)', (driver) => {
  const env = useTestApp(driver);
  const newEvent = useEventFactory(env);

  it('prints every name as typed, and drops the emoji it cannot draw', async () => {
    const { app } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({ name: 'Encontro Internacional de Tradução' }, [
      { name: 'Inteira', priceCents: 5_000 },
    ]);
    const tid = ticket?.id as number;
    const people = NAMES.map((nome, index) =>
      participant(tid, index + 1, { nome: index === 1 ? `${nome} 🎉` : nome }),
    );
    const body = cardBody(people);
    body.comprador.comprador = { ...body.comprador.comprador, name: 'Łukasz Nguyễn' };
    const res = await postRegistration(app, event.id, body);
    expect(res.statusCode, res.body).toBe(201);
    const { order_hash, participantes } = res.json().data;

    const vouchers = (await app.inject({ method: 'GET', url: `/voucher/order/${order_hash}` })).rawPayload;
    const voucherText = extractPdfText(vouchers);
    for (const name of NAMES) expect(voucherText).toContain(name);
    expect(voucherText).not.toMatch(/🎉|\uFFFD|Ø<|V¶7/);
    rasterise('unicode-voucher', vouchers);

    const receipt = await app.inject({ method: 'GET', url: `/receipt/download/${participantes[0].uuid}` });
    expect(receipt.statusCode).toBe(200);
    const receiptText = extractPdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    expect(receiptText).toContain('Recebemos de Łukasz Nguyễn a quantia de R$ 50,00');
    rasterise('unicode-receipt', receipt.rawPayload);
  });
});
