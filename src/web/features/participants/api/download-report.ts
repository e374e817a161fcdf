// GET …/download-relatorio-participantes (spec §7): the .xlsx as a blob, saved under the name the
// server gives (Relatorio_Participantes_{date}.xlsx), with the spec's toasts (§8).
import { fileNameFrom, saveBlob } from '../../../shared/download/save-download.ts';
import { notify } from '../../../shared/notify/notify.tsx';

export const REPORT_SUCCESS = 'Relatório baixado com sucesso!';
export const REPORT_FAILURE = 'Erro ao gerar relatório. Tente novamente.';

/** Downloads the report; resolves true when saved (the toast is already shown either way). */
export async function downloadParticipantReport(eventId: number): Promise<boolean> {
  try {
    const response = await fetch(`/api/eventos/${eventId}/download-relatorio-participantes`, {
      credentials: 'same-origin',
      headers: {
        Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    // A download cut short by the server fails here, not as a broken file on disk.
    const blob = await response.blob();
    saveBlob(
      blob,
      fileNameFrom(
        response.headers.get('Content-Disposition'),
        `Relatorio_Participantes_${new Date().toISOString().slice(0, 10)}.xlsx`,
      ),
    );
    notify('success', { message: REPORT_SUCCESS });
    return true;
  } catch {
    notify('error', { message: REPORT_FAILURE });
    return false;
  }
}
