import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  INSTITUTION_SEARCH_MIN_CHARS,
  type Institution,
} from '../../../../domain/event-form/event-form-contract.ts';
import { searchInstitutions } from '../api/search-institutions.ts';

export interface InstitutionInputProps {
  name: string;
  error?: string;
  /** Typing clears the chosen institution; choosing a suggestion sets it. */
  onChange: (name: string, institution: Institution | null) => void;
}

/** Type-ahead from 2 characters, up to 10 suggestions (GET /api/instituicoes). */
export function InstitutionInput({ name, error, onChange }: InstitutionInputProps) {
  const [query] = useDebouncedValue(name.trim(), 250);
  const enabled = query.length >= INSTITUTION_SEARCH_MIN_CHARS;
  const { data = [], isFetching } = useQuery({
    queryKey: ['institutions', query],
    queryFn: ({ signal }) => searchInstitutions(query, signal),
    enabled,
    staleTime: 60_000,
  });
  const options = enabled ? data : [];
  // Mantine's Autocomplete reports a chosen option twice: onOptionSubmit, then onChange with its
  // label. Without remembering the choice, that second call read as typing and dropped the id.
  const chosen = useRef<Institution | null>(null);
  return (
    <Autocomplete
      label="Instituição"
      placeholder="Digite pelo menos 2 letras"
      value={name}
      // Keyed by id: two institutions may share a name.
      data={options.map((institution) => ({ value: String(institution.id), label: institution.name }))}
      limit={10}
      filter={({ options: o }) => o}
      rightSection={isFetching ? <Loader size="xs" /> : null}
      error={error}
      onChange={(value) => {
        if (chosen.current && chosen.current.name === value) return;
        chosen.current = null;
        onChange(value, null);
      }}
      onOptionSubmit={(id) => {
        const institution = options.find((i) => String(i.id) === id) ?? null;
        chosen.current = institution;
        if (institution) onChange(institution.name, institution);
      }}
    />
  );
}
