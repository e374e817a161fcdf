import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('segredo-forte-123');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('segredo-forte-123', hash)).toBe(true);
    expect(await verifyPassword('segredo-forte-124', hash)).toBe(false);
  });

  it('hashes at the cost it is given, and verifies whatever cost a stored value names', async () => {
    const cheap = await hashPassword('segredo-forte-123', 10);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('segredo-forte-123', cheap)).toBe(true);
    expect(await verifyPassword('segredo-forte-12', cheap)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });

  it('rejects a malformed stored value', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
