/**
 * Two API processes on one PostgreSQL database (TEST_DATABASE_URL only: PGlite is one process by design).
 * Staff check parcels in through both at once: every notification is delivered exactly once, by one of them;
 * the recurring payment sweep runs once per minute however many processes there are.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFS } from '@contract/notification';
import { DEMO_PASSWORD } from '../../../test/helpers';
import { type ApiProcess, databaseFromTemplate, startApiProcess } from '../../../test/processes';
import { type DbHandle, openDb } from '../../db/client';
import { notificationOutbox, notificationPrefs, parcels, sites } from '../../db/schema';
import { createUser } from '../user/accounts';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const PARCELS = 40;
const MOBILE = '+64215550199';

onPostgres('two API processes on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DbHandle;
  let a: ApiProcess;
  let b: ApiProcess;
  const numbers: string[] = [];
  jest.setTimeout(180_000);

  beforeAll(async () => {
    database = await databaseFromTemplate();
    handle = await openDb({ kind: 'postgres', url: database.url, max: 2 });
    const [site] = await handle.db.select().from(sites).where(eq(sites.id, 1));
    const user = await createUser(handle.db, new Date(), { site, mobile: MOBILE, nickname: 'Two', password: DEMO_PASSWORD });
    await handle.db
      .insert(notificationPrefs)
      .values({ userId: user.id, siteId: 1, prefs: { ...DEFAULT_PREFS, parcel: { wechat: false, sms: true, email: false } } });
    for (let i = 0; i < PARCELS; i++) numbers.push(`TWO${String(process.pid).slice(-3)}${String(i).padStart(5, '0')}`);
    await handle.db
      .insert(parcels)
      .values(numbers.map((trackingNo) => ({ siteId: 1, userId: user.id, status: 'declared' as const, trackingNo, courier: 'NZ Post' })));
    // Both start at once (their job queues are created at the same moment); one that fails must not leave the
    // other running after the file.
    const started = await Promise.allSettled([startApiProcess(database.url), startApiProcess(database.url)]);
    [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as ApiProcess[];
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
  });

  it('delivers each notification exactly once, whichever process committed the change', async () => {
    const login = async (p: ApiProcess) => {
      const r = await fetch(`${p.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'account', account: 'staff', password: DEMO_PASSWORD }),
      });
      return ((await r.json()) as { data: { token: string } }).data.token;
    };
    const tokens = [await login(a), await login(b)];
    await Promise.all(
      numbers.map(async (no, i) => {
        const p = i % 2 ? b : a;
        const r = await fetch(`${p.base}/api/staff/parcel/checkin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': tokens[i % 2] },
          body: JSON.stringify({ tracking_no: no, weight_g: 500 }),
        });
        expect(((await r.json()) as { data: { result: string } }).data.result).toBe('matched');
      }),
    );
    for (let i = 0; i < 120; i++) {
      const [{ n }] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.status, 'sent'));
      if (n === PARCELS) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const rows = await handle.db.select().from(notificationOutbox);
    expect(rows).toHaveLength(PARCELS);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const texts = [...a.texts(), ...b.texts()].filter((t) => t.to === MOBILE).map((t) => t.text);
    expect(texts).toHaveLength(PARCELS);
    expect(new Set(numbers.map((no) => texts.filter((t) => t.includes(no)).length))).toEqual(new Set([1]));
  });

  it('runs the recurring payment sweep once per minute across both processes', async () => {
    type Run = { minute: string; runs: number };
    let seen: Run[] = [];
    for (let i = 0; i < 150 && !seen.length; i++) {
      ({ rows: seen } = (await handle.db.execute(sql`
        select date_trunc('minute', created_on)::text as minute, count(*)::int as runs from pgboss.job
        where name = 'payment-expiry-sweep' and state = 'completed' group by 1`)) as unknown as { rows: Run[] });
      if (!seen.length) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.runs === 1)).toBe(true);
  });
});
