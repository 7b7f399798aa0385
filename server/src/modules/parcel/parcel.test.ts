import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { parcels } from '../../db/schema';
import { fetchLink, testPhoto } from '../address/test-support';
import { renderPrivateImage } from '../files/watermark';
import {
  checkIn,
  type Customer,
  declare,
  GOODS,
  newCustomer,
  newTrackingNo,
  startWorld,
  uploadStaffPhoto,
  type World,
} from '../waybill/test-support';

let w: World;
let me: Customer;
let other: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  other = await newCustomer(w.t);
});
afterAll(() => w.t.close());

describe('declaring parcels', () => {
  it('normalises the tracking number, lists it with counts, and shows it only to its owner', async () => {
    const raw = `nz ${newTrackingNo().slice(2).toLowerCase()}`;
    const created = await post(
      w.t,
      '/api/parcel/create',
      { tracking_no: `  ${raw}-x `.replace('-x', ''), courier: 'NZ Post', goods: GOODS, note: 'blue box' },
      { token: me.token },
    );
    expect(created.body.status).toBe(200);
    expect(created.body.data).toMatchObject({
      status: 'declared',
      tracking_no: raw.replace(/\s/g, '').toUpperCase(),
      declared_value: 5000,
      currency: 'NZD',
      weight_g: null,
    });

    const list = await get(w.t, '/api/parcel/lst?status=declared', { token: me.token });
    expect(list.body.data.list.map((p: { id: number }) => p.id)).toContain(created.body.data.id);
    expect(list.body.data.counts.declared).toBeGreaterThanOrEqual(1);
    expect(list.body.data.counts.all).toBe(
      Object.entries(list.body.data.counts)
        .filter(([k]) => k !== 'all')
        .reduce((s, [, n]) => s + (n as number), 0),
    );

    const theirs = await get(w.t, `/api/parcel/detail/${created.body.data.id}`, { token: other.token, lang: 'en' });
    expect(theirs.body).toEqual({ status: 40004, msg: 'No such parcel' });
    expect(
      (await get(w.t, '/api/parcel/lst', { token: other.token })).body.data.list.some((p: { id: number }) => p.id === created.body.data.id),
    ).toBe(false);
  });

  it('refuses a tracking number another live parcel has', async () => {
    const no = newTrackingNo();
    await declare(w.t, me.token, no);
    const again = await post(w.t, '/api/parcel/create', { tracking_no: no }, { token: other.token, lang: 'en' });
    expect(again.body).toEqual({ status: 40001, msg: 'tracking number: already used, choose another' });
  });

  it("changes and deletes a declared parcel, but not one at the warehouse (42009), and not another customer's (40004)", async () => {
    const no = newTrackingNo();
    const id = await declare(w.t, me.token, no);
    const changed = await post(w.t, `/api/parcel/update/${id}`, { note: 'two boxes' }, { token: me.token });
    expect(changed.body.data).toMatchObject({ note: 'two boxes', tracking_no: no });
    expect((await post(w.t, `/api/parcel/update/${id}`, { note: 'x' }, { token: other.token })).body.status).toBe(40004);
    expect((await get(w.t, `/api/parcel/delete/${id}`, { token: other.token })).body.status).toBe(40004);

    await checkIn(w, no);
    const late = await post(w.t, `/api/parcel/update/${id}`, { note: 'too late' }, { token: me.token, lang: 'en' });
    expect(late.body).toEqual({
      status: 42009,
      msg: 'The parcel is in the warehouse: only parcels not yet at the warehouse can be changed or deleted',
    });
    expect((await get(w.t, `/api/parcel/delete/${id}`, { token: me.token })).body.status).toBe(42009);
    const [row] = await w.t.db.select().from(parcels).where(eq(parcels.id, id));
    expect(row).toMatchObject({ note: 'two boxes', status: 'in_warehouse', deletedAt: null });

    const gone = await declare(w.t, me.token);
    expect((await get(w.t, `/api/parcel/delete/${gone}`, { token: me.token })).body.status).toBe(200);
    expect((await get(w.t, `/api/parcel/detail/${gone}`, { token: me.token })).body.status).toBe(40004);
  });
});

describe('check-in', () => {
  it('matches a declared parcel, records weight, location and a private photo the owner sees through a signed link', async () => {
    const no = newTrackingNo();
    const id = await declare(w.t, me.token, no);
    const photo = await uploadStaffPhoto(w);
    expect(photo.status).toBe(200);
    const answer = await checkIn(w, no.toLowerCase(), { weight_g: 1550, photo_file: photo.data.file, location: 'B-07' });
    expect(answer.body.data).toMatchObject({ result: 'matched', parcel: { id, status: 'in_warehouse', weight_g: 1550, location: 'B-07' } });
    expect(answer.body.data.parcel.member_code).toMatch(/\S/);

    const detail = await get(w.t, `/api/parcel/detail/${id}`, { token: me.token });
    expect(detail.body.data.arrived_at).toBe(w.t.clock.now.toISOString());
    expect(detail.body.data.photos).toHaveLength(1);
    // The list says which parcels have photos (the app offers "check-in photos" only on those).
    const bare = newTrackingNo();
    await declare(w.t, me.token, bare);
    await checkIn(w, bare);
    const listed = (await get(w.t, '/api/parcel/lst?status=in_warehouse', { token: me.token })).body.data.list;
    const photoCount = (trackingNo: string) => listed.find((p: { tracking_no: string }) => p.tracking_no === trackingNo)?.photo_count;
    expect([photoCount(no), photoCount(bare)]).toEqual([1, 0]);
    const served = await fetchLink(w.t, detail.body.data.photos[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Stamped in the corner with the site's local day, not marked like an ID card.
    const input = await testPhoto();
    const [stamped, customs] = await Promise.all([
      renderPrivateImage(input, 'warehouse_photo', { date: '2026-06-01' }),
      renderPrivateImage(input, 'id_photo', { date: '2026-06-01' }),
    ]);
    expect(served.rawPayload.equals(stamped.data)).toBe(true);
    expect(served.rawPayload.equals(customs.data)).toBe(false);
  });

  it('answers 42009 to the same number checked in twice, and makes no second parcel', async () => {
    const no = newTrackingNo();
    await declare(w.t, me.token, no);
    expect((await checkIn(w, no)).body.status).toBe(200);
    const twice = await checkIn(w, no, {});
    expect(twice.body.status).toBe(42009);
    const unknown = newTrackingNo();
    expect((await checkIn(w, unknown)).body.data.result).toBe('unclaimed');
    expect((await checkIn(w, unknown)).body.status).toBe(42009);
    const rows = await w.t.db.select().from(parcels).where(eq(parcels.trackingNo, unknown));
    expect(rows).toHaveLength(1);
  });

  it('refuses a photo key that is not a warehouse photo', async () => {
    const answer = await checkIn(w, newTrackingNo(), { photo_file: 'A'.repeat(24) });
    expect(answer.body).toMatchObject({ status: 40001, msg: '包裹照片无效,请重新上传' });
  });
});

describe('unclaimed parcels', () => {
  it('lists masked numbers without photos; the full number claims it once', async () => {
    const no = 'NZ1234567890789';
    const photo = await uploadStaffPhoto(w);
    await checkIn(w, no, { weight_g: 800, photo_file: photo.data.file });
    const list = await get(w.t, '/api/parcel/unclaimed/lst?keyword=7890', { token: me.token });
    expect(list.body.data.list).toEqual([
      { id: expect.any(Number), tracking_no_masked: 'NZ12****789', courier: '', arrived_on: '2026-06-01', weight_g: 800 },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(no);
    expect(JSON.stringify(list.body)).not.toContain(photo.data.file);

    expect((await post(w.t, '/api/parcel/claim', { tracking_no: 'NZ12****789' }, { token: me.token })).body.status).toBe(40001);
    expect((await post(w.t, '/api/parcel/claim', { tracking_no: 'NZ1234567890788' }, { token: me.token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No unclaimed parcel has this tracking number: check the full number',
    });
    const claimed = await post(w.t, '/api/parcel/claim', { tracking_no: 'nz 1234567890789' }, { token: me.token });
    expect(claimed.body.data).toMatchObject({ status: 'in_warehouse', tracking_no: no, weight_g: 800 });
    expect((await post(w.t, '/api/parcel/claim', { tracking_no: no }, { token: other.token })).body.status).toBe(40004);
    expect((await get(w.t, `/api/parcel/detail/${claimed.body.data.id}`, { token: me.token })).body.data.photos).toHaveLength(1);
  });

  it('stops claim guessing after 10 claims that found nothing in an hour, per customer from any address', async () => {
    const guesser = await newCustomer(w.t, { signed: false });
    const no = newTrackingNo();
    await checkIn(w, no);
    const claim = (trackingNo: string, options: { ip?: string; lang?: string; token?: string } = {}) =>
      post(w.t, '/api/parcel/claim', { tracking_no: trackingNo }, { token: guesser.token, ...options });
    for (let i = 0; i < 10; i++) {
      w.t.clock.advance(60);
      expect((await claim(`${no.slice(0, -1)}X${i}`, { ip: `10.7.0.${i}` })).body.status).toBe(40004);
    }
    // Blocked, even for the right number and from a new address: nothing is claimed.
    const blocked = await claim(no, { ip: '10.7.1.1', lang: 'en' });
    expect(blocked.body).toEqual({ status: 40029, msg: 'Too many attempts, please try again in 51 minutes' });
    expect((await claim(no, { lang: 'zh-cn' })).body).toEqual({ status: 40029, msg: '操作太频繁,请51分钟后再试' });
    expect((await w.t.db.select().from(parcels).where(eq(parcels.trackingNo, no)))[0].status).toBe('unclaimed');
    // Another customer is not limited by these failures.
    expect((await claim('NZ0000000000001', { token: other.token })).body.status).toBe(40004);
    // An hour after the first failure it leaves the window: one more try.
    w.t.clock.advance(51 * 60 - 1);
    expect((await claim(no)).body.status).toBe(40029);
    w.t.clock.advance(1);
    expect((await claim(no)).body.data).toMatchObject({ tracking_no: no, status: 'in_warehouse' });
  });

  it('declaring the number of an unclaimed arrival claims it', async () => {
    const no = newTrackingNo();
    await checkIn(w, no);
    const created = await post(w.t, '/api/parcel/create', { tracking_no: no, goods: GOODS }, { token: other.token });
    expect(created.body.data).toMatchObject({ status: 'in_warehouse', tracking_no: no, goods: GOODS });
  });
});

describe('staff parcel routes', () => {
  it('refuse a customer token (40003) and show staff only their own site', async () => {
    const no = newTrackingNo();
    await declare(w.t, me.token, no);
    expect((await checkIn({ ...w, staff: me.token }, no)).body.status).toBe(40003);
    expect((await get(w.t, '/api/staff/parcel/lst', { token: me.token })).body.status).toBe(40003);
    expect((await uploadStaffPhoto(w, me.token)).status).toBe(40003);

    const mine = await get(w.t, `/api/staff/parcel/lst?keyword=${no}`, { token: w.staff });
    expect(mine.body.data.list).toHaveLength(1);
    const au = await get(w.t, `/api/staff/parcel/lst?keyword=${no}`, { token: w.auStaff, site: '2' });
    expect(au.body.data.list).toHaveLength(0);
    // The AU staff checking in the NZ number makes an AU unclaimed parcel; the NZ customer's parcel is untouched.
    const auCheckin = await post(w.t, '/api/staff/parcel/checkin', { tracking_no: no, weight_g: 100 }, { token: w.auStaff, site: '2' });
    expect(auCheckin.body.data.result).toBe('unclaimed');
    const [nz] = await w.t.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.trackingNo, no), eq(parcels.siteId, 1)));
    expect(nz.status).toBe('declared');
  });
});
