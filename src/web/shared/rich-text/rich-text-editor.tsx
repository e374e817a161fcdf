import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { FontSizeControl } from './font-size-control.tsx';
import { ImageModal } from './image-modal.tsx';
import { LinkModal } from './link-modal.tsx';
import { RICH_TEXT_LABELS_PT_BR } from './rich-text-labels.ts';

export interface RichTextInputProps {
  label: string;
  /** HTML; read once when the editor mounts (remount with a key to load other content). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * Spec §2's editor: bold, italic, underline, font size, bullet and numbered lists, link and image
 * modals. What it produces is sanitised again on the server.
 */
export function RichTextInput({ label, initialValue, onChange, error, required }: RichTextInputProps) {
  const labelId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      TextStyle,
      FontSize,
      Image,
    ],
    content: initialValue,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const selectedText = () => {
    if (!editor) return '';
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to, ' ');
  };

  return (
    <Input.Wrapper label={label} id={labelId} error={error} required={required}>
      <RichTextEditor
        editor={editor}
        labels={RICH_TEXT_LABELS_PT_BR}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          {editor && <FontSizeControl editor={editor} />}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              onClick={() => setLinkOpen(true)}
              aria-label="Inserir link"
              title="Inserir link"
            >
              <IconLink size={16} stroke={1.5} />
            </RichTextEditor.Control>
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => setImageOpen(true)}
              aria-label="Inserir imagem"
              title="Inserir imagem"
            >
              <IconPhoto size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
      <LinkModal
        opened={linkOpen}
        initialText={linkOpen ? selectedText() : ''}
        initialUrl={editor?.getAttributes('link').href ?? ''}
        onClose={() => setLinkOpen(false)}
        onSubmit={(text, url) => {
          setLinkOpen(false);
          editor
            ?.chain()
            .focus()
            .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] })
            .run();
        }}
      />
      <ImageModal
        opened={imageOpen}
        onClose={() => setImageOpen(false)}
        onInsert={(src, alt) => {
          setImageOpen(false);
          editor?.chain().focus().setImage({ src, alt }).run();
        }}
      />
    </Input.Wrapper>
  );
}
