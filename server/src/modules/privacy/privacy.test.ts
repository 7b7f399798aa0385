import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import {
  codeFor,
  DEMO_PASSWORD,
  get,
  newMobile,
  passwordLogin,
  post,
  PRIVACY_VERSION,
  registerUser,
  startApp,
  type TestApp,
} from '../../../test/helpers';
import { addresses, consents, idPhotoPurges, idViews, privateFiles, users, waybills } from '../../db/schema';
import { PRIVACY_POLICY } from '../../seed/content/privacy-policy';
import { Sealer } from '../../toolkit/seal';
import { CN_RECIPIENT, testPhoto, uploadIdPhoto } from '../address/test-support';
import { type Customer, inTransit, newCustomer, startWorld, type World } from '../waybill/test-support';
import { sealStoredIds } from './sealing';

const SECOND_ID = '44010619900307002X';

jest.setTimeout(300_000); // the retention test walks the clock through 400 days of jobs

describe('the privacy policy and the consent to it', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await startApp();
    admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
    customer = (await registerUser(t)).token;
  });
  afterAll(() => t.close());

  it('answers the version in force in the caller’s language, signed out', async () => {
    const zh = await get(t, '/api/privacy/policy');
    expect(zh.body.data).toMatchObject({ version: PRIVACY_POLICY.version, effective_at: PRIVACY_POLICY.effectiveDate, title: '隐私政策' });
    expect(zh.body.data.body).toContain('身份证');
    const en = await get(t, '/api/privacy/policy', { lang: 'en' });
    expect(en.body.data.title).toBe('Privacy Policy');
    for (const words of ['Chinese customs', 'Twilio', '365 days', '7 years', 'Download my data', 'Privacy Commissioner'])
      expect(en.body.data.body).toContain(words);
  });

  it('the demo customer agreed to the seeded policy, so launch does not ask them', async () => {
    const demo = (await passwordLogin(t, '+64211234567', DEMO_PASSWORD)).body.data.token;
    const list = await get(t, '/api/privacy/consents', { token: demo });
    expect(list.body.data).toMatchObject({ policy_version: PRIVACY_POLICY.version, policy_agreed: true });
  });

  it('registration without the policy agreed is a field error and leaves no account; with it, a consent row', async () => {
    const mobile = newMobile();
    const captcha = await codeFor(t, mobile, 'register');
    const missing = await post(t, '/api/mobile/register', { mobile, captcha, password: 'Passw0rd' }, { lang: 'en' });
    expect(missing.body).toMatchObject({ code: 40001, msg: 'privacy policy: read it and tick the box to agree' });
    const stale = await post(t, '/api/mobile/register', { mobile, captcha, password: 'Passw0rd', privacy_version: '2019.1' });
    expect(stale.body).toMatchObject({ code: 40001, msg: '隐私政策已更新,请阅读最新版本后再同意' });
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
    // The code was not used up by the refusals.
    const ok = await post(t, '/api/mobile/register', { mobile, captcha, password: 'Passw0rd', privacy_version: PRIVACY_VERSION });
    expect(ok.body.code).toBe(0);
    const list = await get(t, '/api/privacy/consents', { token: ok.body.data.token });
    expect(list.body.data).toMatchObject({ policy_version: PRIVACY_VERSION, policy_agreed: true });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ kind: 'privacy_policy', version: PRIVACY_VERSION, address_id: null, withdrawn_at: null, channel: 'h5' }),
    ]);
  });

  it('a WeChat sign-in that would create an account needs the version; one of a known account does not', async () => {
    const refused = await post(t, '/api/wxlogin', { code: 'privacy-newcomer' }, { lang: 'en' });
    expect(refused.body).toMatchObject({ code: 40001, msg: 'privacy policy: read it and tick the box to agree' });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.nickname, '微信用户'));
    expect(n).toBe(0);
    const created = await post(
      t,
      '/api/wxlogin',
      { code: 'privacy-newcomer', privacy_version: PRIVACY_VERSION },
      { headers: { 'x-client': 'weapp' } },
    );
    expect(created.body.data.has_reg).toBe(false);
    const [row] = await t.db
      .select()
      .from(consents)
      .where(eq(consents.kind, 'privacy_policy'))
      .orderBy(sql`${consents.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ version: PRIVACY_VERSION, channel: 'weapp' });
    expect((await post(t, '/api/wxlogin', { code: 'privacy-newcomer' })).body.code).toBe(0);
  });

  it('a newly published version is asked for once; agreeing twice keeps one consent', async () => {
    const { token } = await registerUser(t);
    const agreedAtLaunch = async (as: string) => (await get(t, '/api/user/info', { token: as })).body.data.user.policy_agreed;
    expect(await agreedAtLaunch(token)).toBe(true);
    const today = t.clock.now.toISOString().slice(0, 10);
    const draft = await post(
      t,
      '/api/admin/article/create',
      {
        key: 'privacy_policy',
        version: '2026.12',
        effective_on: today,
        title_zh: '隐私政策',
        title_en: 'Privacy Policy',
        sections: [{ no: 1, title_zh: '变更', title_en: 'Changes', body_zh: '新增接收方。', body_en: 'A new recipient.', route: null }],
      },
      { token: admin },
    );
    expect((await post(t, `/api/admin/article/update/${draft.body.data.id}`, { published: true }, { token: admin })).body.status).toBe(200);
    expect((await get(t, '/api/privacy/consents', { token })).body.data).toMatchObject({ policy_version: '2026.12', policy_agreed: false });
    expect(await agreedAtLaunch(token)).toBe(false); // what launch reads: the prompt opens
    expect(await agreedAtLaunch(admin)).toBe(true); // staff are never asked
    // The old version stays readable.
    const versions = await get(t, '/api/article/versions/privacy_policy');
    expect(versions.body.data.list.map((v: { version: string }) => v.version)).toEqual(['2026.12', PRIVACY_VERSION]);

    const old = await post(t, '/api/privacy/consent/give', { kind: 'privacy_policy', version: PRIVACY_VERSION }, { token, lang: 'en' });
    expect(old.body).toMatchObject({
      status: 40001,
      msg: 'privacy policy version: not the version in force, read the current one and agree again',
    });
    const first = await post(t, '/api/privacy/consent/give', { kind: 'privacy_policy', version: '2026.12' }, { token });
    const second = await post(t, '/api/privacy/consent/give', { kind: 'privacy_policy', version: '2026.12' }, { token });
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await get(t, '/api/privacy/consents', { token })).body.data.policy_agreed).toBe(true);
    expect(await agreedAtLaunch(token)).toBe(true);
  });

  it('refuses bad withdrawals with a translated error and changes nothing', async () => {
    const token = customer;
    const unknown = await post(t, '/api/privacy/consent/withdraw', { kind: 'privacy_policy' }, { token, lang: 'en' });
    expect(unknown.body).toMatchObject({ status: 40001, msg: expect.stringContaining('consent kind') });
    expect((await post(t, '/api/privacy/consent/withdraw', { kind: 'marketing' }, { token, lang: 'en' })).body).toMatchObject({
      status: 40004,
      msg: 'No such consent to withdraw',
    });
    expect((await post(t, '/api/privacy/consent/withdraw', { kind: 'sensitive_id' }, { token, lang: 'en' })).body).toMatchObject({
      status: 40001,
      msg: 'address: required',
    });
    expect((await get(t, '/api/privacy/consents')).http).toBe(401);
  });
});

describe('ID numbers: separate consent, sealed at rest, shown only where needed', () => {
  let w: World;
  let me: Customer;
  beforeAll(async () => {
    w = await startWorld();
    me = await newCustomer(w.t);
  });
  afterAll(() => w.t.close());

  it('saving an ID without the separate consent is a field error and saves nothing', async () => {
    const { token } = await registerUser(w.t);
    const { id_consent: _ticked, ...unticked } = CN_RECIPIENT;
    const refused = await post(w.t, '/api/user/address/create', unticked, { token, lang: 'en' });
    expect(refused.body).toMatchObject({
      status: 40001,
      msg: expect.stringMatching(/^separate consent to the use of the ID for Chinese customs clearance: /),
    });
    const zh = await post(w.t, '/api/user/address/create', { ...unticked, id_consent: false }, { token });
    expect(zh.body.msg).toBe('请阅读并同意身份证信息用于中国海关清关的单独同意');
    expect((await get(w.t, '/api/user/address/lst', { token })).body.data.total).toBe(0);
    // Without ID data no consent is needed.
    expect((await post(w.t, '/api/user/address/create', { ...unticked, id_number: '' }, { token })).body.status).toBe(200);
  });

  it('records the consent, answers the number in full only to its owner’s edit form, masked elsewhere', async () => {
    const detail = await get(w.t, `/api/user/address/detail/${me.recipientId}`, { token: me.token });
    expect(detail.body.data).toMatchObject({ id_number: CN_RECIPIENT.id_number, id_consent: true, id_photos_removed_at: null });
    const list = await get(w.t, '/api/user/address/lst', { token: me.token });
    expect(list.body.data.list.find((a: { id: number }) => a.id === me.recipientId)).toMatchObject({
      id_number: '110105********0026',
      id_consent: true,
    });
    const staffView = await get(w.t, `/api/staff/address/detail/${me.recipientId}`, { token: w.staff });
    expect(staffView.body.data.id_number).toBe('110105********0026');
    const consentsList = await get(w.t, '/api/privacy/consents', { token: me.token });
    expect(consentsList.body.data.list).toContainEqual(
      expect.objectContaining({ kind: 'sensitive_id', address_id: me.recipientId, withdrawn_at: null }),
    );
    // A changed number needs the box ticked again.
    const changed = await post(
      w.t,
      `/api/user/address/update/${me.recipientId}`,
      { id_number: SECOND_ID, id_consent: false },
      { token: me.token },
    );
    expect(changed.body.status).toBe(40001);
    expect((await post(w.t, `/api/user/address/update/${me.recipientId}`, { name: '王小明' }, { token: me.token })).body.status).toBe(200);
  });

  it('staff "show ID" answers the full number and logs who, whose and why; customers cannot', async () => {
    const before = (await w.t.db.select().from(idViews)).length;
    expect(
      (await post(w.t, '/api/staff/id/show', { address_id: me.recipientId, reason: 'x' }, { token: w.staff, lang: 'en' })).body.status,
    ).toBe(40001);
    const shown = await post(
      w.t,
      '/api/staff/id/show',
      { address_id: me.recipientId, reason: 'customs asked to confirm' },
      { token: w.staff },
    );
    expect(shown.body.data).toEqual({ id_number: CN_RECIPIENT.id_number });
    const views = await w.t.db.select().from(idViews);
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({ addressId: me.recipientId, reason: 'customs asked to confirm' });
    expect(
      (await post(w.t, '/api/staff/id/show', { address_id: me.recipientId, reason: 'curious' }, { token: me.token })).body.status,
    ).toBe(40003);
    expect(
      (await post(w.t, '/api/staff/id/show', { address_id: me.recipientId, reason: 'other site' }, { token: w.auStaff, site: '2' })).body
        .status,
    ).toBe(40004);
  });

  it('stores no ID number in plain text: a logical dump of every table holds none', async () => {
    const made = await inTransit(w, me);
    const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, made.id));
    expect(row.recipient.id_number).toMatch(/^s1\./);
    const [stored] = await w.t.db.select().from(addresses).where(eq(addresses.id, me.recipientId));
    expect(stored.idNumber).toMatch(/^s1\./);
    expect(stored.idNumberIndex).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const dump = await databaseDump(w.t);
    expect(dump).toContain(made.no); // the dump is real: it holds the waybill
    for (const id of [CN_RECIPIENT.id_number, '440106199003071231' /* the demo seed's */]) expect(dump).not.toContain(id);
  });

  it('keys:rotate re-seals every value under the new key; the old key still opens what it sealed until then', async () => {
    const [before] = await w.t.db.select().from(addresses).where(eq(addresses.id, me.recipientId));
    const newKey = Buffer.alloc(32, 9);
    const current = w.t.app.deps.config.dataKeys;
    const oldKey = Buffer.from(readFileSync((current as { keyFile: string }).keyFile, 'utf8').trim(), 'base64url');
    const rotated = new Sealer(newKey, [oldKey]);
    const report = await sealStoredIds(w.t.db, rotated, 'rotate');
    expect(report.addresses).toBeGreaterThanOrEqual(1);
    expect(report.waybills).toBeGreaterThanOrEqual(1);
    const [after] = await w.t.db.select().from(addresses).where(eq(addresses.id, me.recipientId));
    expect(Sealer.keyIdOf(after.idNumber!)).toBe(rotated.keyId);
    expect(new Sealer(newKey).open(after.idNumber!)).toBe(CN_RECIPIENT.id_number);
    expect(after.idNumberIndex).not.toBe(before.idNumberIndex);
    expect(after.idNumberIndex).toBe(new Sealer(newKey).index(CN_RECIPIENT.id_number));
    expect(await sealStoredIds(w.t.db, rotated, 'rotate')).toEqual({ addresses: 0, waybills: 0 });
  });
});

describe('ID photos: withdrawn consent and the retention job', () => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.t.close());

  async function recipientWithPhotos(token: string) {
    const front = (await uploadIdPhoto(w.t, token, await testPhoto())).body.data.file;
    const back = (await uploadIdPhoto(w.t, token, await testPhoto('png'))).body.data.file;
    const made = await post(w.t, '/api/user/address/create', { ...CN_RECIPIENT, id_front_file: front, id_back_file: back }, { token });
    return made.body.data.id as number;
  }

  it('withdrawing an address’s ID consent erases its number and photos; another customer’s address is "not found"', async () => {
    const me = await newCustomer(w.t);
    const other = await registerUser(w.t);
    const id = await recipientWithPhotos(me.token);
    const foreign = await post(
      w.t,
      '/api/privacy/consent/withdraw',
      { kind: 'sensitive_id', address_id: id },
      { token: other.token, lang: 'en' },
    );
    expect(foreign.body).toMatchObject({ status: 40004 });
    const done = await post(
      w.t,
      '/api/privacy/consent/withdraw',
      { kind: 'sensitive_id', address_id: id },
      { token: me.token, lang: 'en' },
    );
    expect(done.body).toMatchObject({ status: 200, msg: 'Consent withdrawn', data: { withdrawn: 1 } });
    const detail = (await get(w.t, `/api/user/address/detail/${id}`, { token: me.token })).body.data;
    expect(detail).toMatchObject({
      id_number: '',
      id_front_file: null,
      id_back_file: null,
      id_consent: false,
      id_photos_removed_at: w.t.clock.now.toISOString(),
    });
    expect(await w.t.db.select().from(idPhotoPurges).where(eq(idPhotoPurges.addressId, id))).toEqual([
      expect.objectContaining({ reason: 'withdrawn', files: 2 }),
    ]);
    expect(
      (await post(w.t, '/api/privacy/consent/withdraw', { kind: 'sensitive_id', address_id: id }, { token: me.token })).body.status,
    ).toBe(40004);
  });

  it('deletes ID photos id_photo_retention_days after the last delivery, not while a waybill is on its way', async () => {
    const me = await newCustomer(w.t);
    const id = await recipientWithPhotos(me.token);
    const made = await inTransit(w, { ...me, recipientId: id });
    const photoCount = async () =>
      (
        await w.t.db
          .select()
          .from(privateFiles)
          .where(eq(privateFiles.userId, (await w.t.db.select().from(addresses).where(eq(addresses.id, id)))[0].userId))
      ).filter((f) => f.purpose === 'id_photo').length;
    expect(await photoCount()).toBe(2);
    w.t.clock.advance(400 * 86400);
    await w.t.app.jobs.runDue();
    expect(await photoCount()).toBe(2); // still in transit
    const staff = (await passwordLogin(w.t, 'staff', DEMO_PASSWORD)).body.data.token; // the old session expired meanwhile
    await post(w.t, `/api/staff/order/handover/${made.id}`, { carrier_code: 'SF', carrier_no: 'SF1234567890' }, { token: staff });
    const delivered = await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, { token: staff });
    expect(delivered.body.data?.status).toBe('delivered');
    w.t.clock.advance(364 * 86400);
    await w.t.app.jobs.runDue();
    expect(await photoCount()).toBe(2);
    w.t.clock.advance(2 * 86400);
    await w.t.app.jobs.runDue();
    expect(await photoCount()).toBe(0);
    // The number stays (its consent is in force); only the photos' retention ended, and the address says when.
    const [row] = await w.t.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ idFrontFileId: null, idBackFileId: null, idPhotosRemovedAt: w.t.clock.now });
    expect(row.idNumber).toMatch(/^s1\./);
    expect(await w.t.db.select().from(idPhotoPurges).where(eq(idPhotoPurges.addressId, id))).toEqual([
      expect.objectContaining({ reason: 'retention', files: 2 }),
    ]);
  });
});

/**
 * Every table's rows as text: `pg_dump --data-only` on PostgreSQL, and on PGlite (which has no pg_dump) the same
 * logical content read table by table.
 */
async function databaseDump(t: TestApp): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && t.app.deps.dbKind === 'postgres') {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const [{ name }] = result.rows;
    const target = new URL(url);
    target.pathname = `/${name}`;
    return execFileSync('pg_dump', ['--data-only', target.toString()], { maxBuffer: 1 << 28 }).toString('utf8');
  }
  const tables = (await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = (await t.db.execute(sql.raw(`select * from "${tablename}"`))) as unknown as { rows: unknown[] };
    parts.push(JSON.stringify(rows.rows));
  }
  return parts.join('\n');
}
