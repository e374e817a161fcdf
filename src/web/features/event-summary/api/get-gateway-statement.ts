// GET /api/eventos/{id}/extrato: one page of the extrato with the totals of every matching line,
// and the same lines as an .xlsx (`formato=xlsx`), saved under the name the server gives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type GatewayStatement,
  gatewayStatementSchema,
  type StatementQuery,
} from '../../../../domain/contracts/gateway-statement.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { fileNameFrom, saveBlob } from '../../../shared/download/save-download.ts';
import { notify } from '../../../shared/notify/notify.tsx';

export type StatementFilters = Pick<StatementQuery, 'de' | 'ate' | 'metodo'>;

export const STATEMENT_EXPORT_SUCCESS = 'Extrato baixado com sucesso!';
export const STATEMENT_EXPORT_FAILURE = 'Erro ao gerar o extrato. Tente novamente.';

function statementUrl(eventId: number, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `/api/eventos/${eventId}/extrato${query ? `?${query}` : ''}`;
}

export function useGatewayStatement(eventId: number, filters: StatementFilters, pagina: number) {
  return useQuery({
    queryKey: ['admin', 'events', eventId, 'extrato', filters, pagina] as const,
    queryFn: async ({ signal }): Promise<GatewayStatement> => {
      const { data } = await apiRequest(statementUrl(eventId, { ...filters, pagina }), {
        schema: gatewayStatementSchema,
        signal,
      });
      return data;
    },
    // The page being left stays on screen while the next loads (no flash of a loader).
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered extrato as .xlsx; resolves true when saved (the toast is shown either way). */
export async function downloadGatewayStatement(eventId: number, filters: StatementFilters): Promise<boolean> {
  try {
    const response = await fetch(statementUrl(eventId, { ...filters, formato: 'xlsx' }), {
      credentials: 'same-origin',
      headers: {
        Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const blob = await response.blob();
    saveBlob(blob, fileNameFrom(response.headers.get('Content-Disposition'), 'extrato.xlsx'));
    notify('success', { message: STATEMENT_EXPORT_SUCCESS });
    return true;
  } catch {
    notify('error', { message: STATEMENT_EXPORT_FAILURE });
    return false;
  }
}
