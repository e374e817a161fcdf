import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '../../../domain/list-query.ts';

const DEBOUNCE_MS = 350;

/** The table's search (spec §2): sent to the server once the person stops typing. */
export function SearchBox({ value, onSearch }: { value: string | null; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value ?? '');
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);

  // Only a change of what was typed searches; `value` catching up must not search again.
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => {
    if (debounced.trim() !== (latest.current.value ?? '')) latest.current.onSearch(debounced);
  }, [debounced]);

  // The view changed from elsewhere (back button, "Limpar"): show it, but never fight the typing
  // (a trailing space the server trims is still being typed).
  useEffect(() => {
    setText((current) => (current.trim() === (value ?? '') ? current : (value ?? '')));
  }, [value]);

  return (
    <TextInput
      aria-label="Pesquisar"
      placeholder="Pesquisar por nome ou email"
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(event) => setText(event.currentTarget.value)}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Limpar pesquisa"
            size="sm"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 220px' }}
    />
  );
}
