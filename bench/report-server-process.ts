// A real app process serving HTTP (no jobs, no web build) for bench:dashboard's report section:
// the report's memory is measured on the process that writes it, not on the benchmark process
// that also holds the seeding client and the figures. Configured from the environment like
// `catraca serve`; tells its parent { url, pid } once listening; { stop: true } closes it.
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open-database.ts';

const config = loadConfig({ ...process.env, JOBS_ENABLED: 'false' });
const dbHandle = await openDatabase(config);
const { app } = await buildApp(config, { dbHandle, serveWeb: false });
app.addHook('onClose', async () => dbHandle.close());
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url, pid: process.pid });
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) void app.close().then(() => process.exit(0));
});
