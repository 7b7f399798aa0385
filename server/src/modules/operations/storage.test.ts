/**
 * The storage rule: calendar days in the site's zone (Pacific/Auckland) across both daylight-saving changes,
 * a parcel on its last free day, the fee priced into the packed waybill, what the customer sees, the reminder
 * before fees start, and the admin settings (update only, bad input, customer refused).
 */
import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { inboxMessages, parcels, sessions } from '../../db/schema';
import {
  checkIn,
  type Customer,
  declare,
  newCustomer,
  newTrackingNo,
  packBody,
  staffPack,
  startWorld,
  type World,
} from '../waybill/test-support';
import { sendStorageReminders } from './held';
import { storedDays } from './storage';
import { adminToken, setStorageRule } from './test-support';

const NZ = { timeZone: 'Pacific/Auckland' };

describe('storage days are calendar days in the site zone', () => {
  it('counts the days a 25-hour day spans (NZ daylight saving ends 5 April 2026), not 24-hour periods', () => {
    // 00:30 NZDT on 4 April to 23:30 NZST on 6 April: exactly 72 hours, three calendar days.
    expect(storedDays(NZ, new Date('2026-04-03T11:30:00Z'), new Date('2026-04-06T11:30:00Z'))).toBe(3);
  });

  it('counts the days a 23-hour day spans (NZ daylight saving starts 27 September 2026)', () => {
    // 23:30 NZST on 26 September to 00:30 NZDT on 28 September: 24 hours, three calendar days.
    expect(storedDays(NZ, new Date('2026-09-26T11:30:00Z'), new Date('2026-09-27T11:30:00Z'))).toBe(3);
  });

  it('makes the arrival day day 1', () => {
    expect(storedDays(NZ, new Date('2026-06-01T00:00:00Z'), new Date('2026-06-01T11:59:00Z'))).toBe(1);
  });
});

describe('storage through the API', () => {
  let w: World;
  let admin: string;
  let customer: Customer;

  beforeAll(async () => {
    w = await startWorld();
    admin = await adminToken(w.t);
    customer = await newCustomer(w.t);
    // The scenarios run over months of the test clock: these sessions outlive them.
    await w.t.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  });
  afterAll(() => w.t.close());

  async function parcelAt(arrival: string): Promise<number> {
    w.t.clock.now = new Date(arrival);
    const no = newTrackingNo();
    const id = await declare(w.t, customer.token, no);
    expect((await checkIn(w, no)).body.data.result).toBe('matched');
    return id;
  }

  async function packAt(at: string, parcelIds: number[]) {
    w.t.clock.now = new Date(at);
    const made = await post(w.t, '/api/order/pack/create', packBody(customer, parcelIds), { token: customer.token });
    expect(made.body.status).toBe(200);
    // Staff weigh it a week later: the waiting after the customer's request is not charged.
    w.t.clock.now = new Date(new Date(at).getTime() + 7 * 86_400_000);
    const packed = await staffPack(w, made.body.data.id);
    expect(packed.body.status).toBe(200);
    return (await get(w.t, `/api/order/detail/${made.body.data.id}`, { token: customer.token })).body.data;
  }

  it('prices fee days across the end of daylight saving into the packed waybill (customer sees the line)', async () => {
    await setStorageRule(w.t, admin, { free_storage_days: 2, daily_storage_fee: 150 });
    const id = await parcelAt('2026-04-03T11:30:00Z'); // 00:30 on 4 April, NZDT
    const waybill = await packAt('2026-04-06T11:30:00Z', [id]); // 23:30 on 6 April, NZST: day 3
    expect(waybill.charge.breakdown).toMatchObject({ storage_days: 1, storage_fee: 150 });
    const freight = waybill.charge.breakdown.first_price + waybill.charge.breakdown.additional_price + waybill.charge.breakdown.insurance;
    expect(waybill.charge.breakdown.total).toBe(freight + 150);
    expect(waybill.amount_due).toBe(waybill.charge.total);
  });

  it('prices fee days across the start of daylight saving', async () => {
    await setStorageRule(w.t, admin, { free_storage_days: 2, daily_storage_fee: 150 });
    const id = await parcelAt('2026-09-26T11:30:00Z'); // 23:30 on 26 September, NZST
    const waybill = await packAt('2026-09-27T11:30:00Z', [id]); // 00:30 on 28 September, NZDT: day 3
    expect(waybill.charge.breakdown).toMatchObject({ storage_days: 1, storage_fee: 150 });
  });

  it('charges nothing for a parcel packed on its last free day, one fee day the day after', async () => {
    await setStorageRule(w.t, admin, { free_storage_days: 3, daily_storage_fee: 200 });
    const onTime = await parcelAt('2026-07-01T00:00:00Z'); // 12:00 on 1 July
    const late = await parcelAt('2026-07-01T00:00:00Z');
    w.t.clock.now = new Date('2026-07-03T11:59:00Z'); // 23:59 on 3 July: the last free day
    const listed = (await get(w.t, '/api/parcel/lst?status=in_warehouse&page_size=50', { token: customer.token })).body.data.list;
    expect(listed.find((p: { id: number }) => p.id === onTime).storage).toEqual({
      days: 3,
      free_until: '2026-07-03',
      free_days_left: 1,
      fee_days: 0,
      fee: 0,
      currency: 'NZD',
    });
    const onTimeWaybill = await packAt('2026-07-03T11:59:00Z', [onTime]);
    expect(onTimeWaybill.charge.breakdown.storage_fee).toBeUndefined();
    const lateWaybill = await packAt('2026-07-03T12:01:00Z', [late]); // 00:01 on 4 July
    expect(lateWaybill.charge.breakdown).toMatchObject({ storage_days: 1, storage_fee: 200 });
  });

  it('shows the customer no storage once a parcel is packed', async () => {
    await setStorageRule(w.t, admin, { free_storage_days: 3, daily_storage_fee: 200 });
    const id = await parcelAt('2026-08-01T00:00:00Z');
    await packAt('2026-08-02T00:00:00Z', [id]);
    expect((await get(w.t, `/api/parcel/detail/${id}`, { token: customer.token })).body.data.storage).toBeNull();
  });

  it('reminds the owner once, REMINDER_DAYS before fees start, and lists the parcel as ageing once they run', async () => {
    await setStorageRule(w.t, admin, { free_storage_days: 10, daily_storage_fee: 100 });
    const id = await parcelAt('2026-10-01T00:00:00Z'); // 1 October local; free through 10 October
    const reminders = () =>
      w.t.db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.event, 'parcel.storage_reminder')));
    w.t.clock.now = new Date('2026-10-06T20:00:00Z'); // 7 October local: 4 free days left
    await sendStorageReminders(w.t.app.deps);
    expect((await reminders()).filter((m) => m.payload.no && m.link.endsWith(`id=${id}`))).toHaveLength(0);
    w.t.clock.now = new Date('2026-10-07T20:00:00Z'); // 8 October: 3 left
    await w.t.app.jobs.runDue();
    await sendStorageReminders(w.t.app.deps);
    const sent = (await reminders()).filter((m) => m.link.endsWith(`id=${id}`));
    expect(sent).toHaveLength(1);
    const [parcel] = await w.t.db.select().from(parcels).where(eq(parcels.id, id));
    expect(sent[0].payload).toEqual({ no: parcel.trackingNo, days: '8', date: '2026-10-11' });

    const ageing = () => get(w.t, '/api/staff/storage/lst?view=ageing&page_size=50', { token: w.staff });
    expect((await ageing()).body.data.list.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await get(w.t, '/api/staff/dashboard', { token: w.staff })).body.data.ageing).toBe((await ageing()).body.data.total);
    w.t.clock.now = new Date('2026-10-10T12:00:00Z'); // 11 October local: the first fee day
    const row = (await ageing()).body.data.list.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({
      tracking_no: parcel.trackingNo,
      location: 'A-01',
      disposable: false,
      storage: { days: 11, fee_days: 1, fee: 100, free_days_left: 0 },
    });
    expect((await get(w.t, '/api/staff/dashboard', { token: w.staff })).body.data.ageing).toBe((await ageing()).body.data.total);
  });

  it('tells the owner a week before the disposal limit; only a told parcel past the limit may be disposed of', async () => {
    await setStorageRule(w.t, admin, { free_storage_days: 10, daily_storage_fee: 100, disposal_days: 20 });
    const told = await parcelAt('2026-11-01T00:00:00Z'); // 1 November local: may go from 21 November
    const untold = await parcelAt('2026-11-01T00:00:00Z');
    const notices = async (id: number) =>
      (await w.t.db.select().from(inboxMessages).where(eq(inboxMessages.event, 'parcel.disposal_notice'))).filter((m) =>
        m.link.endsWith(`id=${id}`),
      );
    w.t.clock.now = new Date('2026-11-12T12:00:00Z'); // 13 November local: 8 days before
    await sendStorageReminders(w.t.app.deps);
    expect(await notices(told)).toHaveLength(0);
    // Only the first parcel's owner is reached in time: the second is checked for its notice before the job sees it.
    await w.t.db
      .update(parcels)
      .set({ arrivedAt: new Date('2026-11-02T00:00:00Z') })
      .where(eq(parcels.id, untold));
    w.t.clock.now = new Date('2026-11-13T12:00:00Z'); // 14 November local: 7 days before the first, 8 before the second
    await sendStorageReminders(w.t.app.deps);
    const [parcel] = await w.t.db.select().from(parcels).where(eq(parcels.id, told));
    expect((await notices(told)).map((m) => m.payload)).toEqual([{ no: parcel.trackingNo, days: '14', limit: '20', date: '2026-11-21' }]);
    expect(await notices(untold)).toHaveLength(0);
    await w.t.db
      .update(parcels)
      .set({ arrivedAt: new Date('2026-10-20T00:00:00Z') })
      .where(eq(parcels.id, untold));
    w.t.clock.now = new Date('2026-11-20T12:00:00Z'); // 21 November local: past the limit of both
    const flags = async () =>
      Object.fromEntries(
        (await get(w.t, '/api/staff/storage/lst?view=held&page_size=50', { token: w.staff })).body.data.list.map(
          (p: { id: number; disposable: boolean }) => [p.id, p.disposable],
        ),
      );
    expect(await flags()).toMatchObject({ [told]: true, [untold]: false });
    await sendStorageReminders(w.t.app.deps); // late, but the notice still comes first
    expect(await notices(untold)).toHaveLength(1);
    expect(await flags()).toMatchObject({ [told]: true, [untold]: true });
    await sendStorageReminders(w.t.app.deps);
    expect(await notices(told)).toHaveLength(1);
  });

  it('keeps the settings to one row per site: no create or delete, update names bad fields and changes nothing', async () => {
    const list = (await get(w.t, '/api/admin/site_operations/lst', { token: admin })).body.data;
    expect(list.total).toBe(1);
    const row = list.list[0];
    expect((await post(w.t, '/api/admin/site_operations/create', {}, { token: admin })).http).toBe(404);
    expect((await post(w.t, `/api/admin/site_operations/delete/${row.id}`, {}, { token: admin })).http).toBe(404);
    const bad: [Record<string, unknown>, string][] = [
      [{ free_storage_days: -1 }, 'free storage days'],
      [{ free_storage_days: 1.5 }, 'free storage days'],
      [{ daily_storage_fee: 'ten' }, 'daily storage fee'],
      [{ disposal_days: 0 }, 'disposal limit'],
      [{ return_handling_fee: -1 }, 'return handling fee'],
      [{ return_handling_fee: 100_001 }, 'return handling fee'],
      [{ disposal_days: row.free_storage_days }, 'disposal limit'],
      [{ contact_name: 'x'.repeat(81) }, 'contact name'],
      [{ contact_phone: '09-abc' }, 'contact phone'],
      [{ contact_email: 'not-an-email' }, 'contact email'],
      [{ contact_address: 'a\u0000b' }, 'contact address'],
    ];
    for (const [body, field] of bad) {
      const answer = await post(w.t, `/api/admin/site_operations/update/${row.id}`, body, { token: admin, lang: 'en' });
      expect(answer.http).toBe(200);
      expect(answer.body.status).not.toBe(200);
      expect(answer.body.msg).toContain(field);
    }
    expect((await get(w.t, `/api/admin/site_operations/detail/${row.id}`, { token: admin })).body.data).toEqual(row);
    const saved = await setStorageRule(w.t, admin, {
      contact_name: 'Mount Wellington desk',
      contact_phone: '+64 9 555 0100',
      contact_email: 'desk@example.nz',
    });
    expect(saved).toMatchObject({
      contact_name: 'Mount Wellington desk',
      contact_phone: '+64 9 555 0100',
      contact_email: 'desk@example.nz',
    });
  });

  it('refuses a customer and staff the admin settings, and a customer the staff lists', async () => {
    const [row] = (await get(w.t, '/api/admin/site_operations/lst', { token: admin })).body.data.list;
    for (const token of [customer.token, w.staff]) {
      expect((await get(w.t, '/api/admin/site_operations/lst', { token })).body.status).toBe(40003);
      expect((await post(w.t, `/api/admin/site_operations/update/${row.id}`, { free_storage_days: 99 }, { token })).body.status).toBe(
        40003,
      );
    }
    for (const url of ['/api/staff/dashboard', '/api/staff/storage/lst']) {
      expect((await get(w.t, url, { token: customer.token })).body.status).toBe(40003);
    }
    expect((await get(w.t, '/api/staff/storage/lst?view=old', { token: w.staff, lang: 'en' })).body.msg).toContain('list');
    expect((await get(w.t, '/api/staff/storage/lst?page_size=51', { token: w.staff, lang: 'en' })).body.msg).toContain('page size');
  });
});
