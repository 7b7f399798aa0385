/** Starts the server: config, database (migrate, seed), HTTP; closes both on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { dbOptionsFor, openDb } from './db/client';
import { fromTemplateWhenNew } from './db/pglite-template';
import { seed } from './db/seed';

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
  const handle = await step('db', () => openDb(fromTemplateWhenNew(dbOptionsFor(config))));
  await handle.exclusive(async () => {
    await step('migrate', () => handle.migrate());
    await step('seed', () => seed(handle.db, { demo: !config.isProduction }));
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
  app.log.info({ db: handle.kind, dataDir: config.dataDir, env: config.env, startMs }, 'ready');
}

main().catch((err) => {
  // Config errors are the operator's to fix: say what is wrong, without a stack trace.
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
