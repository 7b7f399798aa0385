import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  alteredSig,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  get,
  passwordLogin,
  post,
  registerUser,
  startApp,
  type TestApp,
} from '../../../test/helpers';
import { addresses } from '../../db/schema';
import { checkIdNumber } from './id-card';
import { changedShare, CN_RECIPIENT, fetchLink, NZ_SENDER, testPhoto, uploadIdPhoto } from './test-support';

let t: TestApp;
let token: string;
let other: string;
let staff: string;
beforeAll(async () => {
  t = await startApp();
  ({ token } = await registerUser(t));
  ({ token: other } = await registerUser(t));
  staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
});
afterAll(() => t.close());

async function create(body: object, auth = token) {
  const answer = await post(t, '/api/user/address/create', body, { token: auth, lang: 'en' });
  if (answer.body.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

describe('a CN recipient with ID photos', () => {
  it('uploads both photos, creates the address, and the detail links serve watermarked renditions', async () => {
    const frontOriginal = await testPhoto('jpeg', 640, 400);
    const backOriginal = await testPhoto('png', 500, 320);
    const front = await uploadIdPhoto(t, token, frontOriginal);
    const back = await uploadIdPhoto(t, token, backOriginal);
    expect(front.body.status).toBe(200);
    expect(front.body.data).toMatchObject({ width: 640, height: 400 });
    expect(back.body.data).toMatchObject({ width: 500, height: 320 });

    const created = await create({ ...CN_RECIPIENT, id_front_file: front.body.data.file, id_back_file: back.body.data.file });
    expect(created).toMatchObject({
      mobile: '+8613912345678',
      province_code: '110000',
      city_code: '110100',
      district_code: '110105',
      id_number: '110105198506120026',
      is_default: false,
    });

    const detail = await get(t, `/api/user/address/detail/${created.id}`, { token });
    expect(detail.body.status).toBe(200);
    const { id_front_url, id_back_url, photo_urls_expire_at } = detail.body.data;
    expect(id_front_url).toMatch(/\/api\/private-files\/[A-Za-z0-9_-]{24}\.jpg\?expires=\d+&sig=/);
    expect(new Date(photo_urls_expire_at).getTime() - t.clock.now.getTime()).toBeLessThanOrEqual(600_000);

    for (const [url, original] of [
      [id_front_url, frontOriginal],
      [id_back_url, backOriginal],
    ] as const) {
      const served = await fetchLink(t, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(original)).toBe(false);
      const [servedMeta, originalMeta] = await Promise.all([sharp(served.rawPayload).metadata(), sharp(original).metadata()]);
      expect(servedMeta.format).toBe('jpeg');
      expect([servedMeta.width, servedMeta.height]).toEqual([originalMeta.width, originalMeta.height]);
      // The watermark changed the picture, not only the encoding: a plain re-encoding changes almost no pixel much.
      const reencoded = await sharp(original).jpeg({ quality: 85 }).toBuffer();
      expect(await changedShare(reencoded, original)).toBeLessThan(0.005);
      expect(await changedShare(served.rawPayload, original)).toBeGreaterThan(0.02);
    }
  });

  it('keeps the originals out of the public uploads', async () => {
    const photo = await uploadIdPhoto(t, token, await testPhoto());
    const key = photo.body.data.file;
    expect((await get(t, `/api/files/${key}.jpg`)).http).toBe(404);
    expect(readdirSync(path.join(t.dataDir, 'private')).some((f) => f.startsWith(key))).toBe(true);
    const uploads = path.join(t.dataDir, 'uploads');
    expect(existsSync(uploads) && readdirSync(uploads).some((f) => f.startsWith(key))).toBe(false);
  });

  it('refuses a tampered, foreign or expired link with 40004', async () => {
    const photo = await uploadIdPhoto(t, token, await testPhoto());
    const url = new URL(photo.body.data.url);
    expect((await fetchLink(t, url.toString())).statusCode).toBe(200);
    const tampered = new URL(alteredSig(url.toString()));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const noSig = new URL(url);
    noSig.searchParams.delete('sig');
    for (const bad of [tampered, later, noSig]) {
      const answer = await fetchLink(t, bad.toString());
      expect(JSON.parse(answer.body)).toEqual({ status: 40004, msg: '链接无效或已过期,请刷新页面', request_id: expect.any(String) });
    }
    t.clock.advance(601);
    const expired = await fetchLink(t, url.toString());
    expect(JSON.parse(expired.body).status).toBe(40004);
  });
});

describe('edit, default and delete', () => {
  it('edits a field and checks the whole address again', async () => {
    const created = await create(NZ_SENDER);
    expect(created.mobile).toBe('+64217654321');
    const edited = await post(t, `/api/user/address/update/${created.id}`, { address: '99 Jervois Road', postcode: '1011' }, { token });
    expect(edited.body.data).toMatchObject({ id: created.id, address: '99 Jervois Road', name: 'Amy Chen', country: 'NZ' });
    const moved = await post(t, `/api/user/address/update/${created.id}`, { country: 'CN' }, { token, lang: 'en' });
    expect(moved.body).toEqual({ status: 40001, msg: 'mobile: must be a mainland China mobile number' });
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, created.id));
    expect(row.country).toBe('NZ');
  });

  it('keeps one default per type: setting one unsets the other, deleting it leaves none', async () => {
    const { token: mine } = await registerUser(t);
    const a = await create(NZ_SENDER, mine);
    const b = await create({ ...NZ_SENDER, name: 'Bob Lee', is_default: true }, mine);
    const r = await create({ ...CN_RECIPIENT, is_default: true }, mine);
    expect(b.is_default).toBe(true);

    await post(t, `/api/user/address/update/${a.id}`, { is_default: true }, { token: mine });
    const list = await get(t, '/api/user/address/lst?type=sender', { token: mine });
    expect(list.body.data.list.map((x: { id: number; is_default: boolean }) => [x.id, x.is_default])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect((await get(t, `/api/user/address/detail/${r.id}`, { token: mine })).body.data.is_default).toBe(true);

    const deleted = await get(t, `/api/user/address/delete/${a.id}`, { token: mine, lang: 'en' });
    expect(deleted.body).toEqual({ status: 200, msg: 'Address deleted', data: { id: a.id } });
    const after = await get(t, '/api/user/address/lst?type=sender', { token: mine });
    expect(after.body.data.list.map((x: { id: number; is_default: boolean }) => [x.id, x.is_default])).toEqual([[b.id, false]]);
    expect((await get(t, `/api/user/address/detail/${a.id}`, { token: mine })).body.status).toBe(40004);
    expect((await post(t, `/api/user/address/delete/${a.id}`, {}, { token: mine })).body.status).toBe(40004);
  });

  it('leaves exactly one default when several are set at once', async () => {
    const { token: mine } = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(t, '/api/user/address/create', { ...NZ_SENDER, name: `Racer ${'abcdef'[i]}`, is_default: true }, { token: mine }),
      ),
    );
    expect(answers.map((a) => a.body.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const list = await get(t, '/api/user/address/lst?type=sender', { token: mine });
    expect(list.body.data.list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it('lists default first, searches name, mobile and street, pages with total', async () => {
    const { token: mine } = await registerUser(t);
    for (let i = 1; i <= 5; i++) await create({ ...NZ_SENDER, name: `Sender ${'abcde'[i - 1]}`, address: `${i} Karangahape Road` }, mine);
    await create({ ...CN_RECIPIENT, name: '李雷', mobile: '13800138000', is_default: true }, mine);
    const page1 = await get(t, '/api/user/address/lst?page=1&page_size=4', { token: mine });
    expect(page1.body.data).toMatchObject({ total: 6, page: 1, page_size: 4 });
    expect(page1.body.data.list[0]).toMatchObject({ name: '李雷', is_default: true, id_number: '110105********0026' });
    const page2 = await get(t, '/api/user/address/lst?page=2&page_size=4', { token: mine });
    expect(page2.body.data.list).toHaveLength(2);
    const ids = [...page1.body.data.list, ...page2.body.data.list].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(6);

    const search = async (keyword: string) =>
      (await get(t, `/api/user/address/lst?keyword=${encodeURIComponent(keyword)}`, { token: mine })).body.data.list.map(
        (x: { name: string }) => x.name,
      );
    expect(await search('李')).toEqual(['李雷']);
    expect(await search('138001')).toEqual(['李雷']);
    expect(await search('3 karangahape')).toEqual(['Sender c']);
    expect(await search('%')).toEqual([]);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect((await get(t, '/api/user/address/lst?type=recipient', { token: mine })).body.data.total).toBe(1);
  });

  it('marks real-name verified the recipients whose ID number passes the ID rule, without the number in the list', async () => {
    const { token: mine } = await registerUser(t);
    const withId = await create(CN_RECIPIENT, mine);
    const withoutId = await create({ ...CN_RECIPIENT, name: '韩梅梅', id_number: '' }, mine);
    const stale = await create({ ...CN_RECIPIENT, name: '李雷' }, mine);
    // A number stored before the check-digit rule (last character changed): no mark.
    await t.db.update(addresses).set({ idNumber: '110105198506120027' }).where(eq(addresses.id, stale.id));
    const list = (await get(t, '/api/user/address/lst', { token: mine })).body.data.list as {
      id: number;
      id_verified: boolean;
      id_number: string;
    }[];
    const mark = (id: number) => list.find((x) => x.id === id)!;
    expect(mark(withId.id)).toMatchObject({ id_verified: true, id_number: '110105********0026' });
    expect(mark(withoutId.id)).toMatchObject({ id_verified: false, id_number: '' });
    expect(mark(stale.id).id_verified).toBe(false);
    expect(JSON.stringify(list)).not.toContain('110105198506120026');
    expect((await get(t, `/api/user/address/detail/${withId.id}`, { token: mine })).body.data.id_verified).toBe(true);
  });

  it('stops at 100 addresses', async () => {
    const { token: mine } = await registerUser(t);
    const first = await create(NZ_SENDER, mine);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, first.id));
    const copy = { ...row, id: undefined };
    await t.db.insert(addresses).values(Array.from({ length: 99 }, () => copy));
    const answer = await post(t, '/api/user/address/create', NZ_SENDER, { token: mine, lang: 'en' });
    expect(answer.body).toEqual({ status: 40001, msg: 'You can keep at most 100 addresses: delete some you no longer use' });
    await get(t, `/api/user/address/delete/${first.id}`, { token: mine });
    expect((await post(t, '/api/user/address/create', NZ_SENDER, { token: mine })).body.status).toBe(200);
  });
});

describe('ownership', () => {
  it('answers another customer "not found" and changes nothing; staff of the site see it', async () => {
    const photo = await uploadIdPhoto(t, token, await testPhoto());
    const mine = await create({ ...CN_RECIPIENT, id_front_file: photo.body.data.file });
    const notFound = { status: 40004, msg: 'No such address' };
    expect((await get(t, `/api/user/address/detail/${mine.id}`, { token: other, lang: 'en' })).body).toEqual(notFound);
    expect((await post(t, `/api/user/address/update/${mine.id}`, { name: '坏人' }, { token: other, lang: 'en' })).body).toEqual(notFound);
    expect((await get(t, `/api/user/address/delete/${mine.id}`, { token: other, lang: 'en' })).body).toEqual(notFound);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(row).toMatchObject({ name: '王小明', deletedAt: null });

    // Someone else's photo key cannot be attached to one's own address.
    const stolen = await post(
      t,
      '/api/user/address/create',
      { ...CN_RECIPIENT, id_front_file: photo.body.data.file },
      { token: other, lang: 'en' },
    );
    expect(stolen.body).toEqual({ status: 40001, msg: 'ID card front photo: no such photo, please upload it again' });

    const forCustomer = await get(t, `/api/staff/address/detail/${mine.id}`, { token: other });
    expect(forCustomer.body.status).toBe(40003);
    const forStaff = await get(t, `/api/staff/address/detail/${mine.id}`, { token: staff });
    // Staff see the number masked; the whole number only through the logged "show ID" action (modules/privacy).
    expect(forStaff.body.data).toMatchObject({ id: mine.id, id_number: '110105********0026' });
    expect(forStaff.body.data.user_id).toBe(row.userId);
    expect((await fetchLink(t, forStaff.body.data.id_front_url)).statusCode).toBe(200);
    expect((await get(t, `/api/staff/address/detail/${mine.id}`, { token: staff, site: '2' })).http).toBe(401);
  });

  it('does not let a token of site 1 reach the address from site 2', async () => {
    const mine = await create(NZ_SENDER);
    const onOtherSite = await get(t, `/api/user/address/detail/${mine.id}`, { token, site: '2' });
    expect(onOtherSite.http).toBe(401);
  });
});

describe('the demo seed', () => {
  it('gives the demo customer a CN recipient with a valid ID number and an NZ sender', async () => {
    const login = await passwordLogin(t, DEMO_MOBILE, DEMO_PASSWORD);
    const list = await get(t, '/api/user/address/lst', { token: login.body.data.token });
    const byType = Object.fromEntries(list.body.data.list.map((a: { type: string }) => [a.type, a]));
    expect(byType.recipient).toMatchObject({ country: 'CN', province: '广东省', city: '广州市', district: '天河区', is_default: true });
    expect(byType.sender).toMatchObject({ country: 'NZ', postcode: '1011', is_default: true });
    const detail = await get(t, `/api/user/address/detail/${byType.recipient.id}`, { token: login.body.data.token });
    expect(checkIdNumber(detail.body.data.id_number, new Date())).toEqual({ ok: '440106199003071231' });
  });
});
