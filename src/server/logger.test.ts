import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from './logger.ts';

describe('log redaction', () => {
  it('blanks CPF, card data, passwords and cookies wherever they are logged', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream);
    log.info({
      req: { headers: { cookie: 'catraca_session=segredo' } },
      body: {
        password: 'minha-senha',
        cpf: '52998224725',
        card_data: { number: '4111111111111111', cvv: '123' },
      },
      comprador: { comprador: { documento: '52998224725' } },
    });
    const out = lines.join('');
    for (const secret of ['segredo', 'minha-senha', '52998224725', '4111111111111111', '"123"']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });
});
