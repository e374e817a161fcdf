import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../../../domain/email.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { requestMyOrdersLink } from '../api/my-orders-api.ts';

/** The e-mail that receives the link; the reply says the same for any address (ADR 0471). */
export function LinkRequestForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useMutation({ mutationFn: requestMyOrdersLink });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setFieldError(EMAIL_INVALID_MESSAGE);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    send.mutate(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          ref={input}
          label="Seu e-mail"
          description="O mesmo informado na compra ou na pré-inscrição."
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" loading={send.isPending} size="md">
          Receber link de acesso
        </Button>
        <div aria-live="polite">
          {send.isSuccess && (
            <Alert color="indigo" title="Confira seu e-mail" data-testid="link-sent">
              <Text size="sm">{send.data}</Text>
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" title={describeError(send.error).title}>
              <Text size="sm">{describeError(send.error).message}</Text>
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}
