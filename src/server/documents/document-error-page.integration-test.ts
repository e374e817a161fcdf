// Issue 22: a bad or unpaid ticket or receipt link opened in a browser shows a page in pt-BR; an
// API client keeps the spec's JSON error.
import { describe, expect, it } from 'vitest';
import { participant, pixBody, postRegistration, useEventFactory } from '../orders/registration-test-kit.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe.each(TEST_DRIVERS)('document links that cannot give a PDF (%s)', (driver) => {
  const env = useTestApp(driver);
  const newEvent = useEventFactory(env);

  it('shows a browser a page in pt-BR for a link that does not exist', async () => {
    for (const url of [
      '/voucher/order/esse-link-nao-existe-mesmo',
      '/voucher/order/curto',
      '/receipt/download/00000000-0000-4000-8000-000000000000',
      '/receipt/order-payment/AAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await env().app.inject({ method: 'GET', url, headers: BROWSER });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang="pt-BR">');
      expect(res.body).toContain('Documento não encontrado');
      expect(res.body).not.toContain('error_type');
    }
  });

  it('tells a browser an unpaid order’s tickets come once the payment is confirmed; JSON for the API', async () => {
    const { app } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({}, [{ name: 'Inteira', priceCents: 2_000 }]);
    const res = await postRegistration(app, event.id, pixBody([participant(ticket?.id as number)]));
    const { order_hash, participantes } = res.json().data;
    for (const url of [`/voucher/order/${order_hash}`, `/receipt/download/${participantes[0].uuid}`]) {
      const page = await app.inject({ method: 'GET', url, headers: BROWSER });
      expect(page.statusCode).toBe(409);
      expect(page.body).toContain('Pagamento ainda não confirmado');
      const api = await app.inject({ method: 'GET', url });
      expect(api.statusCode).toBe(409);
      expect(api.json().error_type).toBe('conflict');
    }
  });
});
