/**
 * Replicas on one PostgreSQL database (TEST_DATABASE_URL only): two processes started together on an empty database
 * (a first deploy) migrate and seed one at a time and both serve; a connection the server drops while idle is
 * replaced, the process keeps answering instead of ending on the pool's 'error' event.
 */
import { readdirSync } from 'node:fs';
import { Client } from 'pg';
import { MIGRATIONS_DIR } from '../src/db/client';
import { type ApiProcess, databaseFromTemplate, startApiProcess } from './processes';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) test.skip('replicas on one database: needs TEST_DATABASE_URL', () => {});

onPostgres('API processes starting on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let processes: ApiProcess[] = [];
  jest.setTimeout(180_000);

  const query = async <T>(text: string, url = database.url): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await databaseFromTemplate({ empty: true });
    processes = await Promise.all([startApiProcess(database.url), startApiProcess(database.url)]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
  });

  it('migrates and seeds an empty database once though two processes start together', async () => {
    const migrations = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
    const [{ n }] = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(n).toBe(migrations);
    const staff = await query<{ username: string }>("select username from users where username = 'staff'");
    expect(staff).toHaveLength(1);
    for (const p of processes) expect((await fetch(`${p.base}/api/health/ready`)).status).toBe(200);
  });

  it('replaces connections the server dropped while idle and keeps answering', async () => {
    const [a] = processes;
    expect((await fetch(`${a.base}/api/health/ready`)).status).toBe(200);
    const name = new URL(database.url).pathname.slice(1);
    const killed = await query<{ pid: number }>(
      `select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      process.env.TEST_DATABASE_URL,
    );
    expect(killed.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    const answers = await Promise.all(
      processes.map((p) =>
        fetch(`${p.base}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    expect(answers).toEqual([200, 200]);
  });
});
