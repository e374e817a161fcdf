import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { checkPasswordRules } from '../../../../domain/password-rules.ts';

/** The password rules, ticked as the person types (the server checks the same rules). */
export function PasswordChecklist({
  password,
  email,
  id,
}: {
  password: string;
  email?: string;
  id?: string;
}) {
  const rules = checkPasswordRules(password, { email });
  return (
    <List id={id} size="sm" spacing={4} aria-label="Requisitos da senha" center>
      {rules.map((rule) => (
        <List.Item
          key={rule.id}
          data-ok={rule.ok}
          c={rule.ok ? 'teal.8' : 'dimmed'}
          icon={
            <ThemeIcon color={rule.ok ? 'teal' : 'gray'} variant="light" size={18} radius="xl">
              {rule.ok ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          {rule.label}
          <VisuallyHidden>{rule.ok ? ' (atendido)' : ' (pendente)'}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
