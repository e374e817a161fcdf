// The ceiling for the checkout benchmark: how many guarded stock UPDATEs per second the same
// database accepts on one hot row, with the same concurrency and no HTTP, parsing or inserts.
import type { DbHandle } from '../src/server/db/client.ts';
import { percentile } from './load-clients.ts';

export async function guardedUpdateCeiling(
  handle: DbHandle,
  options: { concurrency: number; seconds: number },
) {
  const { rows } = await handle.executeSql(
    "INSERT INTO ticket_types (event_id, name, price_cents, quantity) SELECT id, 'Ceiling', 100, 2000000000 FROM events LIMIT 1 RETURNING id",
  );
  const id = rows[0]?.id;
  const latencies: number[] = [];
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await handle.executeSql(
        'UPDATE ticket_types SET sold = sold + 2 WHERE id = $1 AND (quantity IS NULL OR sold + 2 <= quantity) RETURNING sold',
        [id],
      );
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
