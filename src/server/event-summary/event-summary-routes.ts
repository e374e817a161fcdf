// GET /api/eventos/{id}/dashboard: the Resumo tab's data (spec §3 dashboard response), and its
// extrato. The guard has loaded the event: another organiser's is the same 404 as a missing one.
import { statementQuerySchema } from '../../domain/contracts/gateway-statement.ts';
import { type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { attachment } from '../http/attachment.ts';
import { publicBaseUrl } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { streamedFile, XLSX_CONTENT_TYPE } from '../list-query/xlsx-stream.ts';
import { getEventDashboard } from './event-summary-service.ts';
import { getGatewayStatement } from './gateway-statement.ts';
import { writeGatewayStatement } from './gateway-statement-xlsx.ts';

export function registerEventSummaryRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.get('/api/eventos/:id/dashboard', { config: { permission: 'sales.read' } }, async (request) => {
    const event = ownedEvent(request);
    const link = `${publicBaseUrl(request, ctx.config.PUBLIC_URL)}/eventos/${event.slug}`;
    return { success: true, data: await getEventDashboard(ctx, event, link) };
  });

  // The extrato: per payment, what the gateway charged and when the money is the organiser's; a
  // page of it with the totals of every matching line, or (formato=xlsx) all of them as a file.
  area.get('/api/eventos/:id/extrato', { config: { permission: 'sales.read' } }, async (request, reply) => {
    const event = ownedEvent(request);
    const { formato, pagina, ...filters } = parseInput(statementQuerySchema, request.query);
    if (formato !== 'xlsx') {
      return { success: true, data: await getGatewayStatement(ctx, event.id, { ...filters, pagina }) };
    }
    const body = streamedFile(
      (output) => writeGatewayStatement(ctx, event.id, filters, output),
      (err) => request.log.error({ err, eventId: event.id }, 'gateway statement failed'),
    );
    return reply
      .header('Content-Type', XLSX_CONTENT_TYPE)
      .header('Content-Disposition', attachment(`extrato-${event.slug}.xlsx`))
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}
