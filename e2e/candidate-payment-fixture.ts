// Run with tsx before the spec's own server starts (PGlite allows one process at a time): migrates
// a fresh DATA_DIR and writes the candidates the organiser's side would have selected, then prints
// their order hashes as JSON. Usage: node --import tsx e2e/candidate-payment-fixture.ts <dataDir>
import { buildApp } from '../src/server/app.ts';
import {
  createApprovalEvent,
  createCandidateOrder,
} from '../src/server/candidates/candidate-payment-test-kit.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

const PRICE_CENTS = 15000;

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: candidate-payment-fixture.ts <dataDir>');
const config = {
  ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }),
  JOBS_ENABLED: false,
  LOG_LEVEL: 'warn' as const,
};
const dbHandle = await openDatabase(config);
await dbHandle.migrate();
const { app, ctx } = await buildApp(config, { dbHandle, serveWeb: false });
const { event, ticket } = await createApprovalEvent(ctx, PRICE_CENTS);
const setup = { eventId: event.id, ticketTypeId: ticket.id, priceCents: PRICE_CENTS };
const people = (prefix: string) => [
  { name: `${prefix} Ana Souza`, status: 'selecionado' as const },
  { name: `${prefix} Bruno Lima`, status: 'selecionado' as const },
  { name: `${prefix} Carla Dias`, status: 'selecionado' as const },
  { name: `${prefix} Davi Rocha`, status: 'pre_inscrito' as const },
];
const desktop = await createCandidateOrder(ctx, setup, people('Grupo A'));
const mobile = await createCandidateOrder(ctx, setup, people('Grupo B'));
const late = await createCandidateOrder(ctx, setup, [
  { name: 'Elisa Prado', status: 'prazo_vencido', deadline: new Date(Date.now() - 86_400_000) },
]);
await app.close();
await dbHandle.close();
console.log(JSON.stringify({ desktop: desktop.hash, mobile: mobile.hash, late: late.hash }));
