// Issue 11 item 3: vouchers and receipts read like documents people keep. Buys through the API
// (in person over two days with a banner and a 3x card; online and free), checks what the PDFs
// say, and rasterises every page with pdftoppm into test-results/documents/ to be looked at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderCode } from '../../domain/order-code.ts';
import {
  cardBody,
  participant,
  pixBody,
  postRegistration,
  VALID_CPF,
} from '../orders/registration-test-kit.ts';
import {
  createTestCoupon,
  createTestEvent,
  createTestInstitution,
  createTestOrganiser,
} from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { extractPdfText } from './pdf-text.ts';
import { storeTestBanner } from './test-banner.ts';

const OUT = join(process.cwd(), 'test-results', 'documents');

/** Writes the PDF and one PNG per page; returns the PNG paths. */
function rasterise(name: string, pdf: Buffer): string[] {
  mkdirSync(OUT, { recursive: true });
  const pdfPath = join(OUT, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '70', pdfPath, join(OUT, name)]);
  const pages = execFileSync('pdfinfo', [pdfPath])
    .toString()
    .match(/Pages:\s+(\d+)/)?.[1];
  const count = Number(pages);
  return Array.from({ length: count }, (_, i) =>
    join(OUT, `${name}-${String(i + 1).padStart(count >= 10 ? 2 : 1, '0')}.png`),
  );
}

/** Size of a rendered page: a blank A4 page at 70 dpi compresses to a few hundred bytes. */
function pngBytes(png: string): number {
  const bytes = readFileSync(png);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return bytes.length;
}

const at = (local: string) => new Date(`${local}:00-03:00`);

describe.each(TEST_DRIVERS)('vouchers and receipts as documents (%s)', (driver) => {
  const env = useTestApp(driver);
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  it('prints a two-day in-person ticket and a 3x card receipt with masked CPF and seller', async () => {
    const { app, ctx } = env();
    const institution = await createTestInstitution(ctx, { name: 'Universidade Federal do Sul' });
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(
      ctx,
      organiserId,
      {
        name: 'Congresso Brasileiro de Dados',
        startsAt: at('2027-05-08T09:00'),
        endsAt: at('2027-05-09T18:00'),
        placeName: 'Centro de Convenções Rebouças',
        street: 'Av. Rebouças',
        streetNumber: '600',
        district: 'Pinheiros',
        city: 'São Paulo',
        state: 'SP',
        cep: '05402000',
        institutionId: institution.id,
        bannerUploadId: await storeTestBanner(ctx, organiserId),
      },
      [{ name: 'Inteira', priceCents: 15_000 }],
    );
    const res = await postRegistration(
      app,
      event.id,
      cardBody(
        [
          participant(ticket?.id as number, 1, { nome: 'João Ávila' }),
          participant(ticket?.id as number, 2, { nome: 'Beatriz Sá' }),
        ],
        {},
        3,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order_hash, participantes, order_payment_id } = res.json().data;

    const vouchers = (await app.inject({ method: 'GET', url: `/voucher/order/${order_hash}` })).rawPayload;
    const voucherText = extractPdfText(vouchers).replace(/\s+/g, ' ');
    for (const expected of [
      'Congresso Brasileiro de Dados',
      'De sábado, 08/05/2027, às 09:00 até domingo, 09/05/2027, às 18:00',
      'INGRESSO · VÁLIDO PARA OS 2 DIAS',
      'Centro de Convenções Rebouças',
      'Av. Rebouças, 600',
      'Pinheiros · São Paulo/SP · CEP 05402-000',
      'João Ávila',
      'Beatriz Sá',
      // The long hash printed right under (beside) the short code it stands for.
      `CÓDIGO DO PEDIDO ${orderCode(order_hash)} ${order_hash}`,
      'Apresente este QR code na entrada',
    ]) {
      expect(voucherText).toContain(expected);
    }
    expect(rasterise('voucher-two-day', vouchers)).toHaveLength(2);

    const receipt = await app.inject({ method: 'GET', url: `/receipt/download/${participantes[0].uuid}` });
    expect(receipt.statusCode).toBe(200);
    const receiptText = extractPdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Recibo',
      'CPF ***.982.247-**',
      'Cartão de crédito Visa final 1111',
      '3x de R$ 100,00 sem juros',
      'Valor total do pagamento: R$ 300,00',
      'Universidade Federal do Sul',
      'Intermediado por Catraca',
      'João Ávila',
      'R$ 150,00',
      orderCode(order_hash),
    ]) {
      expect(receiptText).toContain(expected);
    }
    expect(receiptText).toMatch(/RECIBO Nº[\s\S]*\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/);
    // The full CPF is never printed, with or without its punctuation.
    expect(receiptText).not.toContain(VALID_CPF);
    expect(receiptText).not.toContain(VALID_CPF.replace(/\D/g, ''));
    expect(receiptText).not.toContain('4111111111111111');
    expect(receiptText).not.toContain('Beatriz Sá');
    rasterise('receipt-participant', receipt.rawPayload);

    const whole = await app.inject({ method: 'GET', url: `/receipt/order-payment/${order_payment_id}` });
    // An ordinary order's whole receipt is a "Recibo", not the candidate page's pre-registration one.
    const disposition = decodeURIComponent(whole.headers['content-disposition'] as string);
    expect(disposition).toContain('Recibo.pdf');
    expect(disposition).not.toContain('Pré-Inscrição');
    const wholeText = extractPdfText(whole.rawPayload);
    // Three documents, three totals, three numbers (issue 22).
    const other = await app.inject({ method: 'GET', url: `/receipt/download/${participantes[1].uuid}` });
    const numberOf = (text: string) => /\d{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(text.replace(/\s+/g, ' '))?.[0];
    const numbers = [receiptText, extractPdfText(other.rawPayload), wholeText].map(numberOf);
    expect(numbers.every(Boolean)).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    expect(wholeText).toContain('Beatriz Sá');
    expect(wholeText).not.toContain('Valor total do pagamento');
    expect(wholeText).not.toContain('Pré-Inscrição');
    const pages = rasterise('receipt-order', whole.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pngBytes(pages[0] as string)).toBeGreaterThan(10_000);
  });

  it('prints an online ticket with its access link and no door instructions', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(
      ctx,
      organiserId,
      {
        name: 'Oficina Online de Acessibilidade',
        startsAt: at('2027-06-15T19:00'),
        endsAt: at('2027-06-15T21:30'),
        isOnline: true,
        meetingLink: 'https://meet.example.com/oficina-a11y',
        placeName: null,
        city: null,
        state: null,
      },
      [{ name: 'Gratuito', priceCents: 0 }],
    );
    const res = await postRegistration(app, event.id, {
      participantes: [participant(ticket?.id as number, 1, { nome: 'Carla Dias' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_hash, participantes } = res.json().data;
    const vouchers = (await app.inject({ method: 'GET', url: `/voucher/order/${order_hash}` })).rawPayload;
    const text = extractPdfText(vouchers);
    expect(text).toContain('Terça-feira, 15/06/2027, das 19:00 às 21:30');
    expect(text).toContain('Evento online');
    expect(text).toContain('https://meet.example.com/oficina-a11y');
    expect(text).not.toContain('entrada');
    expect(text).not.toContain('QR code');
    rasterise('voucher-online', vouchers);
    const receipt = await app.inject({ method: 'GET', url: `/receipt/download/${participantes[0].uuid}` });
    const receiptText = extractPdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    expect(receiptText).toContain('Total Gratuito');
    expect(receiptText).toContain('Confirmamos 1 inscrição gratuita de Carla Dias');
    expect(receiptText).not.toContain('R$ 0,00');
    expect(receiptText).toContain('Evento online');
    rasterise('receipt-free-online', receipt.rawPayload);
  });

  it('shows the coupon on the whole payment receipt, and a PIX payment paid with a CNPJ', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, { name: 'Semana de Design' }, [
      { name: 'Inteira', priceCents: 20_000 },
    ]);
    await createTestCoupon(ctx, event.id, { code: 'AMIGO10' });
    const body = pixBody([participant(ticket?.id as number, 1, { nome: 'Eva Prado' })], {
      cupom: { code: 'AMIGO10' },
    }) as { comprador: { comprador: Record<string, string> } };
    body.comprador.comprador = { ...body.comprador.comprador, documento: '11.222.333/0001-81' };
    const res = await postRegistration(app, event.id, body);
    expect(res.statusCode, res.body).toBe(201);
    const { order_hash, order_payment_id } = res.json().data;
    await app.inject({ method: 'POST', url: '/api/sandbox/pix/confirmar', payload: { order_hash } });
    const receipt = await app.inject({ method: 'GET', url: `/receipt/order-payment/${order_payment_id}` });
    const text = extractPdfText(receipt.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'CNPJ 11.222.333/****-**',
      'Valores já com o desconto do cupom AMIGO10 (- R$ 20,00)',
      'Total pago R$ 180,00',
      'PIX',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('0001-81');
    rasterise('receipt-coupon-cnpj', receipt.rawPayload);
  });
});
