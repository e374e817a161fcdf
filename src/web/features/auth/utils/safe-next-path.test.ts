import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['/admin/eventos/12', '/admin/eventos/12'],
    ['/admin/eventos?aba=cupons#topo', '/admin/eventos?aba=cupons#topo'],
    ['/eventos/festa-junina', '/eventos/festa-junina'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['admin/eventos'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/admin/login'],
  ])('rejects %s', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('round-trips through safeNextPath', () => {
    const url = new URL(loginPathFor('/admin/eventos/5?x=1'), 'https://catraca.invalid');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/admin/eventos/5?x=1');
  });
});
