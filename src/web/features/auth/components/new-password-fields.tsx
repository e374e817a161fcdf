import { Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

/** A new password with its live checklist, and the confirmation typed again. */
export function NewPasswordFields({
  password,
  email,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  label = 'Nova senha',
}: {
  password: string;
  email?: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
  label?: string;
}) {
  const checklistId = `regras-${passwordField.name}`;
  return (
    <>
      <Stack gap={8}>
        <PasswordField
          label={label}
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          error={passwordError}
          {...passwordField}
        />
        <PasswordChecklist id={checklistId} password={password} email={email} />
      </Stack>
      <PasswordField
        label="Confirme a nova senha"
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirmField}
      />
    </>
  );
}
