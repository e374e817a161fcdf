import { describe, expect, it } from 'vitest';
import { childrenAfterParents } from './form-field-order.ts';

const ids = (fields: { id: number }[]) => fields.map((field) => field.id);
const f = (id: number, parentId: number | null = null) => ({ id, parentId });

describe('childrenAfterParents', () => {
  it.each([
    ['no conditional question keeps the form order', [f(1), f(2), f(3)], [1, 2, 3]],
    ['a child moves right after its parent', [f(1), f(2), f(3), f(4, 1)], [1, 4, 2, 3]],
    ['siblings keep their order', [f(1), f(5, 1), f(2), f(6, 1)], [1, 5, 6, 2]],
    ['a grandchild follows its own parent', [f(1), f(2), f(3, 1), f(4, 3)], [1, 3, 4, 2]],
    ['a child listed before its parent still follows it', [f(9, 2), f(1), f(2)], [1, 2, 9]],
    ['a child of a missing parent stays where it is', [f(1), f(7, 99), f(2)], [1, 7, 2]],
    ['a cycle loses no field', [f(1, 2), f(2, 1), f(3)], [3, 1, 2]],
  ])('%s', (_, fields, expected) => {
    expect(ids(childrenAfterParents(fields))).toEqual(expected);
  });
});
