// The organiser account's own fields, the same on every auth form (sign-up, sign-in, the forgotten
// password, the invitation, the profile): a label, the browser's autofill hint, required. The
// caller adds the error and react-hook-form's register(), and may rename the label.
import { type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { PasswordField } from './password-field.tsx';

/** The person's name (what the team and the e-mails show). */
export const NameField = forwardRef<HTMLInputElement, TextInputProps>(function NameField(props, ref) {
  return <TextInput ref={ref} label="Nome" autoComplete="name" required {...props} />;
});

/** The account's e-mail, its login; `autoComplete="username"` where it signs in. */
export const EmailField = forwardRef<HTMLInputElement, TextInputProps>(function EmailField(props, ref) {
  return <TextInput ref={ref} label="E-mail" type="email" autoComplete="email" required {...props} />;
});

/** The account's current password, as a sign-in asks it. */
export const CurrentPasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function CurrentPasswordField(props, ref) {
    return <PasswordField ref={ref} label="Senha" autoComplete="current-password" required {...props} />;
  },
);
