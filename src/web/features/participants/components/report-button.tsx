import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadParticipantReport } from '../api/download-report.ts';

/** "Baixar relatório": the .xlsx of every participant with their answers. */
export function ReportButton({ eventId, disabled }: { eventId: number; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} />}
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        await downloadParticipantReport(eventId);
        setBusy(false);
      }}
    >
      Baixar relatório
    </Button>
  );
}
