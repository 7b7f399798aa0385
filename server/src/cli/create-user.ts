/**
 * Creates a staff or admin account (the only way in production: no default password exists there).
 *   npm run user:create -w server -- --role staff --username x --password y --site 1
 * Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { PASSWORD_RULE } from '@contract/api';
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from '../db/client';
import { sites } from '../db/schema';
import { seed } from '../db/seed';
import { createUser, findUserByUsername } from '../modules/user/accounts';

const USAGE = 'usage: npm run user:create -w server -- --role staff|admin --username NAME --password PASSWORD [--site 1]';

async function main() {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      site: { type: 'string', default: '1' },
    },
  });
  const { role, username, password } = values;
  if ((role !== 'staff' && role !== 'admin') || !username || !password) throw new Error(USAGE);
  if (!/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/.test(username)) throw new Error('username: 3-32 letters, digits, _ . - starting with a letter');
  if (!PASSWORD_RULE.test(password)) throw new Error('password: 8-32 characters with a letter and a digit');

  const config = loadConfig();
  const handle = await openDb(dbOptionsFor(config));
  try {
    await handle.migrate();
    await seed(handle.db, { demo: false });
    const [site] = await handle.db
      .select()
      .from(sites)
      .where(eq(sites.id, Number(values.site)));
    if (!site) throw new Error(`no site ${values.site}`);
    if (await findUserByUsername(handle.db, site.id, username)) throw new Error(`username "${username}" already exists on site ${site.id}`);
    const user = await createUser(handle.db, new Date(), { site, username, password, role, nickname: username });
    console.log(`created ${role} "${user.username}" (id ${user.id}) on site ${site.id} (${site.code})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
