import { DEFAULT_LABELS } from '@mantine/tiptap';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LABELS_PT_BR } from './rich-text-labels.ts';

describe('rich-text editor labels', () => {
  it('translate every label Mantine ships in English', () => {
    const english = Object.entries(DEFAULT_LABELS).filter(([, value]) => typeof value === 'string');
    // "Link" is the same word in Portuguese.
    const untranslated = english
      .filter(
        ([key, value]) =>
          key !== 'linkControlLabel' && RICH_TEXT_LABELS_PT_BR[key as keyof typeof DEFAULT_LABELS] === value,
      )
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
    expect(Object.keys(RICH_TEXT_LABELS_PT_BR).sort()).toEqual(Object.keys(DEFAULT_LABELS).sort());
    expect(RICH_TEXT_LABELS_PT_BR.tableInsertLabel(3, 2)).toBe('Inserir tabela 3 × 2');
  });
});
