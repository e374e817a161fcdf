import { Badge } from '@mantine/core';
import { registrationTypeLabel } from '../../../shared/lib/registration-type.ts';

/** The registration type, never cut: the label wraps instead of ending in "…". */
export function RegistrationBadge({ needsApproval }: { needsApproval: boolean }) {
  return (
    <Badge
      variant="light"
      color={needsApproval ? 'grape' : 'indigo'}
      styles={{
        root: { height: 'auto', minHeight: 20, maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {registrationTypeLabel(needsApproval)}
    </Badge>
  );
}
