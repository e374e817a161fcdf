// CPU seconds spent by the app process and by the PostgreSQL server during the run, read from
// /proc (Linux, same machine). On a shared machine wall-clock throughput depends on the
// neighbours; CPU per order does not, and gives the throughput two idle cores would reach.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function postgresCpuSeconds(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime are fields 14–17 of stat; 12–15 after the command.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  app: NodeJS.CpuUsage;
  postgres: number | null;
}

export function snapshotCpu(): CpuSnapshot {
  return { app: process.cpuUsage(), postgres: postgresCpuSeconds() };
}

export function cpuSince(start: CpuSnapshot): { appSeconds: number; postgresSeconds: number | null } {
  const app = process.cpuUsage(start.app);
  const pgNow = postgresCpuSeconds();
  return {
    appSeconds: (app.user + app.system) / 1e6,
    postgresSeconds: pgNow === null || start.postgres === null ? null : pgNow - start.postgres,
  };
}
