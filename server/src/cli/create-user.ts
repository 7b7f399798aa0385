/**
 * Creates a staff account with its roles (the only way in production: no default password exists there).
 *   npm run user:create -w server -- --roles warehouse,customer_service --username x --password y --site 1
 * Roles: warehouse, customer_service, finance, admin (types/staff.ts). Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { PASSWORD_RULE } from '@contract/api';
import { STAFF_ROLES, type StaffRole } from '@contract/staff';
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from '../db/client';
import { sites } from '../db/schema';
import { seed } from '../db/seed';
import { createUser, findUserByUsername } from '../modules/user/accounts';

const USAGE = `usage: npm run user:create -w server -- --roles ROLE[,ROLE...] --username NAME --password PASSWORD [--site 1]
  roles: ${STAFF_ROLES.join(', ')}`;

/** "warehouse,finance" -> the roles, each known and named once; undefined when any is not a role. */
function parseRoles(text: string | undefined): StaffRole[] | undefined {
  const names = (text ?? '').split(',').map((r) => r.trim());
  if (!names.every((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r))) return undefined;
  return STAFF_ROLES.filter((r) => names.includes(r));
}

async function main() {
  const { values } = parseArgs({
    options: {
      roles: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      site: { type: 'string', default: '1' },
    },
  });
  const { username, password } = values;
  const roles = parseRoles(values.roles);
  if (!roles || !username || !password) throw new Error(USAGE);
  const role = roles.includes('admin') ? 'admin' : 'staff';
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
    const user = await createUser(handle.db, new Date(), { site, username, password, role, staffRoles: roles, nickname: username });
    console.log(`created staff "${user.username}" (id ${user.id}) with roles ${roles.join(', ')} on site ${site.id} (${site.code})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
