import { Button, Paper } from '@mantine/core';
import { IconTicket, IconTicketOff } from '@tabler/icons-react';
import type { CallToAction } from '../lib/call-to-action.ts';

/**
 * The phone's call to action (spec §2: at 768 px or less the cart hides behind 'Selecionar
 * ingressos'). It tells the truth: when nothing can be bought it is a disabled "Esgotado" (or
 * the sales' state) instead of a button that opens a cart of disabled rows.
 */
export function MobileCartBar({
  cta,
  summary,
  onOpen,
}: {
  cta: CallToAction;
  /** "(2 · R$ 240,00)" once tickets are picked. */
  summary: string;
  onOpen: () => void;
}) {
  return (
    <Paper withBorder p="sm" pos="sticky" bottom={0} shadow="md" style={{ zIndex: 5 }}>
      {cta.kind === 'open' ? (
        <Button fullWidth size="md" leftSection={<IconTicket size={18} />} onClick={onOpen}>
          Selecionar ingressos{summary}
        </Button>
      ) : (
        <Button fullWidth size="md" disabled leftSection={<IconTicketOff size={18} />}>
          {cta.label}
        </Button>
      )}
    </Paper>
  );
}
