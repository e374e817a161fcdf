import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** Mantine's PasswordInput with its show/hide button named in pt-BR. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return (
      <PasswordInput
        ref={ref}
        visibilityToggleButtonProps={{
          'aria-label': 'Mostrar ou ocultar o que foi digitado',
          title: 'Mostrar ou ocultar o que foi digitado',
        }}
        {...props}
      />
    );
  },
);
