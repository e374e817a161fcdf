import { Button, Paper, Text } from '@mantine/core';
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
  note,
  priceFrom = null,
  onOpen,
}: {
  cta: CallToAction;
  /** "(2 · R$ 240,00)" once tickets are picked; "(1)" for a pre-registration, where nothing is paid now. */
  summary: string;
  /** A line over the button: an approval event's bar says it is a pre-registration (issue 11 item 1). */
  note: string | null;
  /** "a partir de R$ 60,00": the price is seen before the cart is opened (issue 22). */
  priceFrom?: string | null;
  onOpen: () => void;
}) {
  return (
    <Paper withBorder p="sm" pos="sticky" bottom={0} shadow="md" style={{ zIndex: 5 }}>
      {note && cta.kind === 'open' && (
        <Text size="sm" ta="center" mb={6} data-testid="mobile-cart-note">
          {note}
        </Text>
      )}
      {priceFrom && cta.kind === 'open' && summary === '' && (
        <Text size="sm" ta="center" mb={6} fw={600} data-testid="mobile-price-from">
          {priceFrom}
        </Text>
      )}
      {cta.kind === 'open' ? (
        <Button fullWidth size="md" leftSection={<IconTicket size={18} />} onClick={onOpen}>
          Selecionar ingressos{summary}
        </Button>
      ) : (
        <>
          <Button fullWidth size="md" disabled leftSection={<IconTicketOff size={18} />}>
            {cta.label}
          </Button>
          {cta.detail && (
            <Text size="sm" ta="center" mt={6} c="orange.9" role="status">
              {cta.detail}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
