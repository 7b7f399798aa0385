/** Starts the server: config, database (migrate, seed), HTTP; closes both on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './config';
import { dbOptionsFor, openDb } from './db/client';
import { fromTemplateWhenNew } from './db/pglite-template';

async function main() {
  // Milliseconds each start-up step took (in the "ready" line): where a slow start spends its time.
  const startMs: Record<string, number> = { modules: Math.round(performance.now()) };
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    const result = await work();
    startMs[name] = Math.round(performance.now() - began);
    return result;
  };
  const config = loadConfig();
  // The database opens while the rest of the server loads: PGlite reads and compiles its WebAssembly off this thread.
  const [handle, [{ buildApp }, { seed, buildFingerprint }]] = await Promise.all([
    step('db', () => openDb(fromTemplateWhenNew(dbOptionsFor(config)))),
    step('appModules', () => Promise.all([import('./app'), import('./db/seed')])),
  ]);
  const seeded = await handle.exclusive(async () => {
    await step('migrate', () => handle.migrate());
    // Built, the seed runs once per build; under tsx (sources that change between starts) at every start.
    const fingerprint = __filename.endsWith('.js') ? buildFingerprint(__filename) : undefined;
    return step('seed', () => seed(handle.db, { demo: !config.isProduction, fingerprint }));
  });
  const app = await step('app', () => buildApp({ config, db: handle }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await step('listen', () => app.listen({ port: config.port, host: config.host }));
  app.log.info({ db: handle.kind, dataDir: config.dataDir, env: config.env, seeded, startMs }, 'ready');
}

main().catch((err) => {
  // Config errors are the operator's to fix: say what is wrong, without a stack trace.
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
