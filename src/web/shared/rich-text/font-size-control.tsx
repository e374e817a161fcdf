import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  RICH_TEXT_DEFAULT_FONT_SIZE,
  RICH_TEXT_FONT_SIZES,
} from '../../../domain/event-form/event-form-contract.ts';

/** The font sizes of spec §9 (default 12 px: choosing it removes any size mark). */
export function FontSizeControl({ editor }: { editor: Editor }) {
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
  });
  const value = current.replace('px', '') || String(RICH_TEXT_DEFAULT_FONT_SIZE);
  return (
    <select
      aria-label="Tamanho da fonte"
      value={value}
      style={{ height: 26, borderRadius: 4, border: '1px solid var(--mantine-color-gray-4)', fontSize: 13 }}
      onChange={(e) => {
        const size = Number(e.currentTarget.value);
        const chain = editor.chain().focus();
        if (size === RICH_TEXT_DEFAULT_FONT_SIZE) chain.unsetFontSize().run();
        else chain.setFontSize(`${size}px`).run();
      }}
    >
      {RICH_TEXT_FONT_SIZES.map((size) => (
        <option key={size} value={size}>
          {size}px
        </option>
      ))}
    </select>
  );
}
