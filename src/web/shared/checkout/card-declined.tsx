// A declined card explained where the buyer is looking: under the card they typed, until they change
// it (issue 22: an 8-second toast vanished before it was read). The public checkout and the
// candidate page both show it.
import { Alert } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { TRY_ANOTHER_CARD } from './card-outcome.ts';

export function CardDeclinedAlert({ reason, pixOffered }: { reason: string; pixOffered: boolean }) {
  return (
    <Alert
      color="red"
      variant="light"
      title="Cartão recusado"
      icon={<IconCreditCardOff size={20} aria-hidden />}
      role="alert"
    >
      {reason} {pixOffered ? TRY_ANOTHER_CARD : 'Tente outro cartão.'}
    </Alert>
  );
}
