// The institution type-ahead keeps the id of the suggestion chosen, by keyboard as by click (issue 12,
// defect 1: Mantine reports a choice twice, and the second report, read as typing, dropped the id).
// Moved here from e2e/event-form-defects.spec.ts, whose journey creates an event with a click and
// edits it by keyboard and by click: the new form's keyboard choice is this test's.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Institution } from '../../../../domain/event-form/event-form-contract.ts';
import { renderUi } from '../../../testing/render-ui.tsx';
import { InstitutionInput } from './institution-input.tsx';

const INSTITUTIONS: Institution[] = [
  { id: 7, name: 'Universidade Federal de Exemplo', has_members: true },
  { id: 8, name: 'Universidade Estadual de Teste', has_members: false },
];

/** The input as a form holds it: the name shown and the institution chosen, as last reported. */
function renderInput() {
  const reports: (Institution | null)[] = [];
  function Form() {
    const [name, setName] = useState('');
    return (
      <InstitutionInput
        name={name}
        onChange={(value, institution) => {
          reports.push(institution);
          setName(value);
        }}
      />
    );
  }
  const view = renderUi(<Form />, { api: { '/api/instituicoes': INSTITUTIONS } });
  return { ...view, reports, field: screen.getByRole('combobox', { name: 'Instituição' }) };
}

describe('the institution type-ahead', () => {
  it('keeps the id of a suggestion chosen by keyboard', async () => {
    const { user, reports, field } = renderInput();
    await user.type(field, 'Univ');
    await screen.findByRole('option', { name: 'Universidade Federal de Exemplo' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveProperty('value', 'Universidade Federal de Exemplo');
    expect(reports.at(-1)).toEqual(INSTITUTIONS[0]);
  });

  it('keeps the id of a suggestion chosen by click, and typing again forgets it', async () => {
    const { user, reports, field } = renderInput();
    await user.type(field, 'Univ');
    await user.click(await screen.findByRole('option', { name: 'Universidade Estadual de Teste' }));
    expect(field).toHaveProperty('value', 'Universidade Estadual de Teste');
    expect(reports.at(-1)).toEqual(INSTITUTIONS[1]);
    await user.type(field, 'x');
    expect(reports.at(-1)).toBeNull();
  });
});
