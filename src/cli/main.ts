import type { AddressInfo } from 'node:net';
import { registerBody } from '../domain/contracts/organiser-auth.ts';
import { buildApp } from '../server/app.ts';
import { createOrganiser } from '../server/auth/auth-service.ts';
import { backupDatabase, restoreDatabase } from '../server/backup/backup-service.ts';
import { ConfigError, loadConfig, networkExposureProblems } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { DataDirInUseError } from '../server/db/pglite-lock.ts';
import { toFieldErrors } from '../server/http/validate.ts';
import { shutDownOnSignals } from '../server/lifecycle.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  SEED_REFUSED_IN_PRODUCTION,
  seedDemoData,
} from '../server/seed/demo-seed.ts';
import { type MoveReport, moveLocalUploads } from '../server/uploads/move-uploads.ts';

const USAGE = `Uso: catraca <comando>

Comandos:
  serve [--seed-if-empty]                     migra o banco e serve a aplicação em PORT (padrão 3000)
  migrate                                     aplica as migrações pendentes e move os arquivos de UPLOAD_DIR
  move-uploads                                move os arquivos enviados de UPLOAD_DIR para o armazenamento
  seed                                        cria os dados de demonstração se o banco estiver vazio
  create-organiser <email> <senha> [nome]     cria uma conta de organizador
  backup <arquivo>                            copia o banco (pg_dump, ou o PGlite parado) para o arquivo
  restore <arquivo> [--substituir]            restaura um backup num banco vazio (ou substitui o atual)
`;

function printMoveReport(report: MoveReport, directory: string, always: boolean): void {
  if (!always && report.moved + report.missing === 0) return;
  console.log(
    `Arquivos enviados de ${directory}: ${report.moved} movidos para o armazenamento, ` +
      `${report.alreadyStored} já estavam lá, ${report.missing} não encontrados neste diretório.`,
  );
}

function printDemoCredentials(): void {
  console.log(`\n  Conta de demonstração: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\n`);
}

/** A migrated database and the same context the server uses, for one-off commands. */
async function withContext<T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  const config = { ...loadConfig(), JOBS_ENABLED: false, LOG_LEVEL: 'warn' as const };
  const dbHandle = await openDatabase(config);
  try {
    await dbHandle.migrate();
    const { app, ctx } = await buildApp(config, { dbHandle, serveWeb: false });
    try {
      return await fn(ctx);
    } finally {
      await app.close();
    }
  } finally {
    await dbHandle.close();
  }
}

async function serve(seedIfEmpty: boolean): Promise<void> {
  const config = loadConfig();
  const exposure = networkExposureProblems(config);
  if (exposure.length > 0) throw new ConfigError(`Configuração insegura:\n${exposure.join('\n')}`);
  const dbHandle = await openDatabase(config);
  await dbHandle.migrate();
  const { app, ctx, lifecycle } = await buildApp(config, { dbHandle });
  const seeded = seedIfEmpty ? await seedDemoData(ctx) : null;
  if (seeded && !seeded.created && seeded.reason === 'production') {
    app.log.warn(`--seed-if-empty ignorado: ${SEED_REFUSED_IN_PRODUCTION}`);
  }
  app.addHook('onClose', async () => dbHandle.close());
  shutDownOnSignals(app, lifecycle, {
    delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  if (seeded && (seeded.created || seeded.reason === 'not_empty')) printDemoCredentials();
  // The port actually bound (PORT=0 picks a free one: the multi-node tests read it from here).
  const { port } = app.server.address() as AddressInfo;
  console.log(`  Catraca em http://localhost:${port}  (painel: http://localhost:${port}/admin/login)\n`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'serve':
      return serve(args.includes('--seed-if-empty'));
    case 'migrate':
      await withContext(async (ctx) => {
        console.log('Migrações aplicadas.');
        printMoveReport(await moveLocalUploads(ctx, ctx.config.uploadDir), ctx.config.uploadDir, false);
      });
      return;
    case 'move-uploads':
      await withContext(async (ctx) => {
        printMoveReport(await moveLocalUploads(ctx, ctx.config.uploadDir), ctx.config.uploadDir, true);
      });
      return;
    case 'seed':
      await withContext(async (ctx) => {
        const outcome = await seedDemoData(ctx);
        if (!outcome.created && outcome.reason === 'production') {
          throw new ConfigError(SEED_REFUSED_IN_PRODUCTION);
        }
        console.log(
          outcome.created ? 'Dados de demonstração criados.' : 'O banco já tem dados; nada foi criado.',
        );
        printDemoCredentials();
      });
      return;
    case 'backup': {
      const [file] = args;
      if (!file) throw new ConfigError('Uso: catraca backup <arquivo>');
      const format = await backupDatabase(loadConfig(), file);
      console.log(
        `Backup ${format === 'postgres' ? 'do PostgreSQL (pg_dump)' : 'do banco embutido'} gravado em ${file}.`,
      );
      return;
    }
    case 'restore': {
      const [file] = args.filter((arg) => !arg.startsWith('--'));
      if (!file) throw new ConfigError('Uso: catraca restore <arquivo> [--substituir]');
      await restoreDatabase(loadConfig(), file, { replace: args.includes('--substituir') });
      console.log(`Backup ${file} restaurado. Rode \`catraca migrate\` se ele for de uma versão anterior.`);
      return;
    }
    case 'create-organiser': {
      const [email, password, ...name] = args;
      const parsed = registerBody.safeParse({
        email,
        password,
        name: name.join(' ') || email?.split('@')[0],
      });
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error);
        throw new ConfigError(
          Object.entries(errors)
            .map(([k, v]) => `${k}: ${v.join(' ')}`)
            .join('\n'),
        );
      }
      await withContext(async (ctx) => {
        const user = await createOrganiser(ctx, parsed.data);
        console.log(`Organizador criado: #${user.id} ${user.email}`);
      });
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirInUseError ||
    (err instanceof Error && err.name === 'AppError')
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
