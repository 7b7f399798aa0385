/**
 * "Download my data": the ZIP holds exactly the customer's own rows and files; one export per 24 h; the link
 * works for 24 h and for nobody who altered it; an inbox message says it is ready.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { dataExports, inboxMessages, users } from '../../db/schema';
import { fetchLink } from '../address/test-support';
import { startWorld, type World } from '../waybill/test-support';
import { deliveredPaidWaybill, newPerson, type Person } from './test-support';

let w: World;
let a: Person;
let b: Person;
let dir: string;

beforeAll(async () => {
  w = await startWorld();
  a = await newPerson(w.t, 0);
  b = await newPerson(w.t, 1);
  await deliveredPaidWaybill(w, a);
  await deliveredPaidWaybill(w, b);
  dir = mkdtempSync(path.join(os.tmpdir(), 'export-zip-'));
}, 300_000);

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await w?.t.close();
});

function unzip(zip: Buffer): { names: string[]; json: (name: string) => Record<string, unknown>[]; all: string } {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, zip);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  const read = (name: string) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return {
    names,
    json: (name) => JSON.parse(read(name)),
    all: names
      .filter((n) => n.endsWith('.json'))
      .map(read)
      .join('\n'),
  };
}

/** Export rows of the customer with this mobile. */
const exportCount = async (mobile: string) => {
  const [row] = await w.t.db
    .select({ n: count() })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(users.mobile, mobile));
  return row.n;
};

test('the export is queued, built by the job, announced in the inbox and downloadable for 24 h', async () => {
  const asked = await post(w.t, '/api/privacy/export/create', {}, { token: a.token, lang: 'en' });
  expect(asked.body).toMatchObject({ status: 200, msg: 'Your data is being prepared: a message will tell you when it is ready' });
  const queued = await get(w.t, '/api/privacy/export/lst', { token: a.token });
  expect(queued.body.data.list).toEqual([expect.objectContaining({ id: asked.body.data.id, state: 'queued', url: null })]);
  expect(queued.body.data.next_at).not.toBeNull();

  await w.t.app.jobs.runDue();
  const ready = (await get(w.t, '/api/privacy/export/lst', { token: a.token })).body.data.list[0];
  expect(ready.state).toBe('ready');
  expect(new Date(ready.expires_at).getTime() - w.t.clock.now.getTime()).toBe(24 * 3_600_000);
  const [message] = await w.t.db.select().from(inboxMessages).where(eq(inboxMessages.event, 'privacy.export_ready'));
  expect(message.link).toBe('/pages/mine/privacy/index');

  const download = await fetchLink(w.t, ready.url);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  const zip = unzip(download.rawPayload);

  // A JSON file per kind, the customer's own rows only.
  for (const kind of [
    'profile',
    'addresses',
    'parcels',
    'waybills',
    'payments',
    'wallet_ledger',
    'card_ledger',
    'coupons',
    'invoices',
    'claims',
    'returns',
    'reservations',
    'messages',
  ]) {
    expect(zip.names).toContain(`${kind}.json`);
  }
  const [me] = await w.t.db.select().from(users).where(eq(users.mobile, a.mobile));
  expect(zip.json('profile.json')).toEqual([expect.objectContaining({ id: me.id, mobile: a.mobile })]);
  expect(zip.json('profile.json')[0]).not.toHaveProperty('password_hash');
  expect(
    zip
      .json('addresses.json')
      .map((r) => r.name)
      .sort(),
  ).toEqual(['Sender Ason', '收件人甲']);
  expect(zip.json('waybills.json')).toHaveLength(1);
  expect(zip.json('payments.json').length).toBeGreaterThan(0);
  for (const kind of ['addresses', 'waybills', 'payments', 'wallet_ledger', 'parcels']) {
    for (const row of zip.json(`${kind}.json`)) expect(row.user_id).toBe(me.id);
  }
  // Nothing of the other customer anywhere in it.
  for (const secret of b.secrets) expect(zip.all).not.toContain(secret);
  // The customer's files: the ID photo, the signature and the signed agreement.
  const files = zip.names.filter((n) => n.startsWith('files/'));
  expect(files.filter((n) => n.startsWith('files/id_photo/'))).toHaveLength(1);
  expect(files.filter((n) => n.startsWith('files/signature/'))).toHaveLength(1);
  expect(files.filter((n) => n.startsWith('files/agreement_pdf/'))).toHaveLength(1);

  // An altered link is no link; after 24 h the link and the file are gone.
  const forged = ready.url.replace(/sig=[^&]+/, 'sig=AAAA');
  expect((await fetchLink(w.t, forged)).statusCode).toBe(404);
  w.t.clock.advance(24 * 3600 + 1);
  expect((await fetchLink(w.t, ready.url)).statusCode).toBe(404);
  await w.t.app.jobs.runDue();
  const later = (await get(w.t, '/api/privacy/export/lst', { token: a.token })).body.data;
  expect(later.list[0]).toMatchObject({ state: 'expired', url: null });
  expect(later.next_at).toBeNull();
});

test('a second export inside 24 h is refused in both languages and changes nothing', async () => {
  const first = await post(w.t, '/api/privacy/export/create', {}, { token: b.token });
  expect(first.body.status).toBe(200);
  const before = await exportCount(b.mobile);
  const zh = await post(w.t, '/api/privacy/export/create', {}, { token: b.token });
  const en = await post(w.t, '/api/privacy/export/create', {}, { token: b.token, lang: 'en' });
  expect(zh.body).toEqual({ status: 49001, msg: '每24小时只能导出一次数据,请稍后再试' });
  expect(en.body).toEqual({ status: 49001, msg: 'You can download your data once every 24 hours: please try again later' });
  expect(await exportCount(b.mobile)).toBe(before);
});

test("another customer's export is not theirs: not listed, and its link does not open with another id", async () => {
  await w.t.app.jobs.runDue();
  const mine = (await get(w.t, '/api/privacy/export/lst', { token: b.token })).body.data.list;
  const theirs = (await get(w.t, '/api/privacy/export/lst', { token: a.token })).body.data.list;
  expect(theirs.map((e: { id: number }) => e.id)).not.toContain(mine[0].id);
  // The link names one file; a signature for one key does not open another.
  const [ready] = mine.filter((e: { state: string }) => e.state === 'ready');
  const otherKey = ready.url.replace(/file\/[A-Za-z0-9_-]{24}\.zip/, 'file/AAAAAAAAAAAAAAAAAAAAAAAA.zip');
  expect((await fetchLink(w.t, otherKey)).statusCode).toBe(404);
  expect((await get(w.t, '/api/privacy/export/lst')).http).toBe(401);
});
