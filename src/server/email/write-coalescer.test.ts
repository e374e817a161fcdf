import { describe, expect, it } from 'vitest';
import { WriteCoalescer } from './write-coalescer.ts';

describe('WriteCoalescer', () => {
  it('sends what arrives during a flush together in the next flush, answering each caller', async () => {
    const flushes: number[][] = [];
    const coalescer = new WriteCoalescer<number, number>(async (items) => {
      flushes.push(items);
      await new Promise((r) => setTimeout(r, 10));
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => coalescer.submit(n)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(flushes).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every caller of a failed flush and keeps working afterwards', async () => {
    let fail = true;
    const coalescer = new WriteCoalescer<number, number>(async (items) => {
      if (fail) throw new Error('banco fora');
      return items;
    });
    await expect(coalescer.submit(1)).rejects.toThrow('banco fora');
    fail = false;
    await expect(coalescer.submit(2)).resolves.toBe(2);
  });
});
