// What the signed-out pages' cards hold besides their fields: the form with its failure alert and
// full-width submit, the link back to the login, and the alert of a link that no longer works.
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

/** A form of a signed-out page: the server's refusal on top, the fields, then the one button. */
export function AuthForm({
  onSubmit,
  failure,
  submitLabel,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal to show above the fields (field messages go next to their inputs). */
  failure: { title: string; message: string } | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} title={failure.title} role="alert">
            {failure.message}
          </Alert>
        )}
        {children}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The card's footer link to /admin/login ("Voltar para o login", "Ir para o login"). */
export function LoginLink({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to="/admin/login" size="sm">
      {children}
    </Anchor>
  );
}

/** An e-mailed link that is incomplete, expired or spent, with the way to get a new one. */
export function InvalidLinkAlert({
  message,
  actionLabel,
  actionTo,
}: {
  message: string;
  actionLabel: string;
  actionTo: string;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title="Link inválido" role="alert">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button component={Link} to={actionTo} variant="light" color="red">
          {actionLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
