// The PIX code is checked with an EMV TLV + CRC16-CCITT parser written here from the BR Code
// manual (BCB, "Manual de Padrões para Iniciação do Pix"), not with the library that built it.
import { describe, expect, it } from 'vitest';
import { SANDBOX_APPROVED_CARDS, SANDBOX_DECLINED_CARD } from '../../domain/contracts/public-event.ts';
import { createSandboxGateway, SANDBOX_DECLINE_REASON } from './sandbox-gateway.ts';

function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad TLV at ${i}`);
    const value = text.slice(i + 4, i + 4 + length);
    if (value.length !== length) throw new Error(`truncated field ${id}`);
    fields.set(id, value);
    i += 4 + length;
  }
  return fields;
}

const receiver = {
  pixKey: 'pagamentos@catraca.com.br',
  merchantName: 'CATRACA EVENTOS',
  merchantCity: 'SAO PAULO',
};
const gateway = createSandboxGateway(receiver);

describe('sandbox PIX charge', () => {
  it('is a valid BR Code for the configured key, amount and txid', async () => {
    const charge = await gateway.createPixCharge({
      amountCents: 12345,
      txid: 'ABC123DEF456',
      description: 'Congresso de Inovação',
      expiresAt: new Date(),
    });
    const code = charge.code;
    // CRC: the last 4 characters are the CRC16 of everything before them, "6304" included.
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16Ccitt(code.slice(0, -4)));
    const top = parseTlv(code);
    expect(top.get('00')).toBe('01');
    const account = parseTlv(top.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe(receiver.pixKey);
    expect(top.get('52')).toBe('0000');
    expect(top.get('53')).toBe('986');
    expect(top.get('54')).toBe('123.45');
    expect(top.get('58')).toBe('BR');
    expect(top.get('59')).toBe(receiver.merchantName);
    expect(top.get('60')).toBe(receiver.merchantCity);
    expect(parseTlv(top.get('62') ?? '').get('05')).toBe('ABC123DEF456');
    expect([...top.keys()].at(-1)).toBe('63');
  });

  it('refuses a txid the BR Code cannot carry', async () => {
    await expect(
      gateway.createPixCharge({
        amountCents: 100,
        txid: 'com-hifen',
        description: 'x',
        expiresAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});

describe('sandbox card charges', () => {
  const charge = (number: string) =>
    gateway.chargeCard({
      amountCents: 10000,
      installments: 1,
      reference: 'ref',
      card: { number, expiry: '12/2099', cvv: '123', holderName: 'MARIA' },
    });

  it.each(SANDBOX_APPROVED_CARDS)('approves the test card %s', async (number) => {
    expect(await charge(number)).toMatchObject({ approved: true });
  });

  it('declines the declined test card with the issuer message', async () => {
    expect(await charge(SANDBOX_DECLINED_CARD)).toEqual({ approved: false, reason: SANDBOX_DECLINE_REASON });
  });

  it('approves any other number that passed validation', async () => {
    expect(await charge('378282246310005')).toMatchObject({ approved: true });
  });
});

describe('sandbox refunds', () => {
  const approvedCharge = async () => {
    const sandbox = createSandboxGateway(receiver);
    const charge = await sandbox.chargeCard({
      amountCents: 10000,
      installments: 1,
      reference: 'ref',
      card: {
        number: SANDBOX_APPROVED_CARDS[0] as string,
        expiry: '12/2099',
        cvv: '123',
        holderName: 'MARIA',
      },
    });
    if (!charge.approved) throw new Error('not approved');
    return { sandbox, reference: charge.gatewayReference };
  };

  it('refunds part, then the rest, and no more than the charge', async () => {
    const { sandbox, reference } = await approvedCharge();
    const refund = (amountCents: number, idempotencyKey?: string) =>
      sandbox.refundPayment({ gatewayReference: reference, amountCents, reason: 'teste', idempotencyKey });
    expect(await refund(3000, 'a')).toMatchObject({ refunded: true });
    expect(await sandbox.getPayment(reference)).toMatchObject({ status: 'approved', refundedCents: 3000 });
    expect(await refund(7001, 'b')).toMatchObject({ refunded: false });
    expect(await refund(7000, 'c')).toMatchObject({ refunded: true });
    expect(await sandbox.getPayment(reference)).toMatchObject({ status: 'refunded', refundedCents: 10000 });
  });

  it('gives the same answer to the same idempotency key, refunding once', async () => {
    const { sandbox, reference } = await approvedCharge();
    const request = { gatewayReference: reference, amountCents: 2500, reason: 'teste', idempotencyKey: 'k1' };
    const first = await sandbox.refundPayment(request);
    expect(await sandbox.refundPayment(request)).toEqual(first);
    expect((await sandbox.getPayment(reference))?.refundedCents).toBe(2500);
  });
});
