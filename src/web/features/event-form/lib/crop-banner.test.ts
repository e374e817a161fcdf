import { describe, expect, it } from 'vitest';
import { coverCrop } from './crop-banner.ts';

describe('coverCrop', () => {
  it.each([
    [[2400, 400], { x: 0, y: 0, width: 2400, height: 400 }],
    [[1200, 1200], { x: 0, y: 500, width: 1200, height: 200 }],
    [[3000, 200], { x: 900, y: 0, width: 1200, height: 200 }],
  ])('%j', ([w, h], crop) => expect(coverCrop(w as number, h as number)).toEqual(crop));
});
