/**
 * Claims through HTTP: every state change of the customer and the staff, the forbidden ones (another customer's
 * waybill, a second claim of a type, moves from the wrong state), the time windows of each type, payment as a
 * wallet credit or a coupon, dual approval, incidents prompting a claim.
 */
import { count, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { claims, inboxMessages, parcels, walletEntries, waybills } from '../../db/schema';
import { fetchLink } from '../address/test-support';
import { declare, inTransit } from '../waybill/test-support';
import {
  type Customer,
  deliveredWaybill,
  fileClaim,
  newCustomer,
  secondStaff,
  setDualApprovalAbove,
  startWorld,
  uploadClaimPhoto,
  walletBalanceOf,
  type World,
} from './test-support';

const HOUR = 3600;
const DAY = 86_400_000;
let w: World;
let me: Customer;
let other: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  other = await newCustomer(w.t);
});
afterAll(() => w.t.close());

const options = async (token: string, query: string, lang = 'en') => get(w.t, `/api/after/sales/options?${query}`, { token, lang });
const optionOf = (answer: { body: { data: { options: { type: string }[] } } }, type: string) =>
  answer.body.data.options.find((o) => o.type === type) as any;
const staffPost = (path: string, body: unknown = {}, token = w.staff) => post(w.t, `/api/staff/claim/${path}`, body, { token });
/** What the customer was told about (the notification inbox), oldest first. */
const told = async (waybillId: number) => {
  const [waybill] = await w.t.db.select().from(waybills).where(eq(waybills.id, waybillId));
  const rows = await w.t.db.select().from(inboxMessages).where(eq(inboxMessages.userId, waybill.userId)).orderBy(inboxMessages.id);
  return rows.map((r) => [r.event, r.link, r.payload.reason ?? '', r.payload.reason_en ?? '', r.payload.amount ?? '']);
};
const claimCount = async () => (await w.t.db.select({ n: count() }).from(claims))[0].n;

describe('a damaged claim from filing to closed', () => {
  let waybill: { id: number; no: string };
  let claimId: number;
  beforeAll(async () => {
    waybill = await deliveredWaybill(w, me);
  });

  it('offers damaged and short after delivery, says why lost and delayed are not', async () => {
    const answer = await options(me.token, `waybill_id=${waybill.id}`);
    expect(answer.body.status).toBe(200);
    expect(optionOf(answer, 'damaged')).toMatchObject({ offered: true, reason: '', max: { kind: 'wallet' } });
    expect(optionOf(answer, 'short').offered).toBe(true);
    expect(optionOf(answer, 'lost')).toMatchObject({ offered: false, reason: 'the waybill has been delivered', max: null });
    expect(optionOf(answer, 'delayed')).toMatchObject({ offered: false, reason: 'the waybill was delivered on time' });
    expect(answer.body.data.snapshot).toMatchObject({ currency: 'NZD', insured: false, rules_version: '2026.2' });
    expect(answer.body.data.snapshot.freight).toBeGreaterThan(0);
  });

  it("answers not found for another customer's waybill, and writes nothing", async () => {
    expect((await options(other.token, `waybill_id=${waybill.id}`)).body.status).toBe(40004);
    const before = await claimCount();
    expect((await fileClaim(w.t, other.token, { type: 'damaged', waybill_id: waybill.id })).body.status).toBe(40004);
    expect(await claimCount()).toBe(before);
  });

  it('files the claim with two photos and shows it in the list and to staff', async () => {
    const photos = [await uploadClaimPhoto(w.t, me.token), await uploadClaimPhoto(w.t, me.token)];
    const filed = await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id, photos, amount: 1500 });
    expect(filed.body).toMatchObject({
      status: 200,
      data: { status: 'submitted', type: 'damaged', amount: 1500, target_no: waybill.no, actions: ['withdraw'] },
    });
    expect(filed.body.data.photos).toHaveLength(2);
    expect((await fetchLink(w.t, filed.body.data.photos[0].url)).statusCode).toBe(200);
    claimId = filed.body.data.id;
    const list = await get(w.t, '/api/after/sales/lst', { token: me.token });
    expect(list.body.data.list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[claimId, 'submitted']]);
    const queue = await get(w.t, '/api/staff/claim/lst', { token: w.staff });
    expect(queue.body.data.list.find((c: { id: number }) => c.id === claimId)).toMatchObject({ status: 'submitted', age_hours: 0 });
    const detail = await get(w.t, `/api/staff/claim/detail/${claimId}`, { token: w.staff });
    expect(detail.body.data.evidence).toMatchObject({ weight_g: 2340, length_mm: 300, goods: [{ name: 'T-shirt' }] });
    expect(detail.body.data.evidence.track.length).toBeGreaterThan(0);
    // Our own track steps name the site in the reader's language, as the customer's tracking does.
    const places = (answer: typeof detail) => answer.body.data.evidence.track.map((e: { place: string }) => e.place);
    expect(places(detail)).toContain('新西兰站');
    expect(places(detail)).not.toContain('New Zealand');
    expect(places(await get(w.t, `/api/staff/claim/detail/${claimId}`, { token: w.staff, lang: 'en' }))).toContain('New Zealand');
    expect(detail.body.data).toMatchObject({ suggested: 1500, actions: ['review', 'ask', 'carrier_ref'] });
  });

  it('refuses a second damaged claim on the waybill (45001), and another customer sees the claim as not found', async () => {
    const before = await claimCount();
    const again = await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id });
    expect(again.body.status).toBe(45001);
    expect(await claimCount()).toBe(before);
    expect((await get(w.t, `/api/after/sales/detail/${claimId}`, { token: other.token })).body.status).toBe(40004);
    expect((await post(w.t, `/api/after/sales/withdraw/${claimId}`, {}, { token: other.token })).body.status).toBe(40004);
  });

  it('staff ask, the customer answers with a photo, staff approve partially, pay and close', async () => {
    expect((await post(w.t, `/api/after/sales/answer/${claimId}`, { message: 'x', photos: [] }, { token: me.token })).body.status).toBe(
      42009,
    );
    const asked = await staffPost(`ask/${claimId}`, { message: 'Please send a photo of the outer box' });
    expect(asked.body.data.status).toBe('need_info');
    const seen = await get(w.t, `/api/after/sales/detail/${claimId}`, { token: me.token, lang: 'en' });
    expect(seen.body.data.actions).toEqual(['withdraw', 'answer']);
    expect(seen.body.data.events.at(-1)).toMatchObject({
      action: 'asked',
      by: 'staff',
      by_name: 'Customer service',
      message: 'Please send a photo of the outer box',
    });
    const photo = await uploadClaimPhoto(w.t, me.token);
    const answered = await post(
      w.t,
      `/api/after/sales/answer/${claimId}`,
      { message: 'Here is the box', photos: [photo] },
      { token: me.token },
    );
    expect(answered.body.data).toMatchObject({ status: 'under_review', actions: [] });
    expect(answered.body.data.photos).toHaveLength(3);
    expect((await post(w.t, `/api/after/sales/withdraw/${claimId}`, {}, { token: me.token })).body.status).toBe(42009);
    expect((await staffPost(`pay/${claimId}`)).body.status).toBe(42009);
    const before = await walletBalanceOf(w.t, me.token);
    const decided = await staffPost(`decide/${claimId}`, {
      outcome: 'approve',
      amount: 900,
      reason_code: 'partial_items',
      message: 'Only the vase qualifies',
    });
    expect(decided.body.data).toMatchObject({
      status: 'partially_approved',
      approved_amount: 900,
      reason_code: 'partial_items',
      actions: ['pay', 'carrier_ref'],
    });
    const log = decided.body.data.events.at(-1);
    expect(log).toMatchObject({
      action: 'partially_approved',
      by: 'staff',
      by_name: '仓库员工',
      amount: 900,
      reason_code: 'partial_items',
    });
    const paid = await staffPost(`pay/${claimId}`);
    expect(paid.body.data.status).toBe('paid');
    expect(await walletBalanceOf(w.t, me.token)).toBe(before + 900);
    expect((await staffPost(`pay/${claimId}`)).body.status).toBe(42009);
    const entries = await w.t.db.select().from(walletEntries).where(eq(walletEntries.refId, claimId));
    expect(entries.filter((e) => e.refType === 'claim').map((e) => [e.kind, e.amount])).toEqual([['compensation', 900]]);
    const list = await get(w.t, '/api/after/sales/lst', { token: me.token });
    expect(list.body.data.list[0]).toMatchObject({ id: claimId, status: 'paid', status_text: '已赔付', approved_amount: 900 });
    const link = `/pages/mine/after-service/detail?id=${claimId}`;
    expect((await told(waybill.id)).filter(([event]) => String(event).startsWith('claim.'))).toEqual([
      ['claim.need_info', link, 'Please send a photo of the outer box', '', 'NZ$0'],
      ['claim.decided', link, '部分批准 · 仅部分物品符合赔付条件', 'partially approved · Only some items qualify', 'NZ$9'],
      ['claim.paid', link, '已赔付', 'paid', 'NZ$9'],
    ]);
    expect((await staffPost(`close/${claimId}`)).body.data.status).toBe('closed');
    expect((await staffPost(`close/${claimId}`)).body.status).toBe(42009);
  });

  it('withdraws a short claim before review, which frees the type again', async () => {
    const filed = await fileClaim(w.t, me.token, { type: 'short', waybill_id: waybill.id, amount: 500 });
    const withdrawn = await post(w.t, `/api/after/sales/withdraw/${filed.body.data.id}`, {}, { token: me.token });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', actions: [] });
    expect((await staffPost(`review/${filed.body.data.id}`)).body.status).toBe(42009);
    expect((await fileClaim(w.t, me.token, { type: 'short', waybill_id: waybill.id, amount: 500 })).body.data.status).toBe('submitted');
  });

  it("stops offering damage after the rules' hours, naming the end", async () => {
    w.t.clock.advance(49 * HOUR);
    const answer = await options(me.token, `waybill_id=${waybill.id}`);
    expect(optionOf(answer, 'damaged').reason).toMatch(
      /^claim CLNZ\d{9} is already open$|^claimed within 48 hours of delivery, which ended /,
    );
    const fresh = await deliveredWaybill(w, me);
    w.t.clock.advance(49 * HOUR);
    const late = await options(me.token, `waybill_id=${fresh.id}`, 'zh-cn');
    expect(optionOf(late, 'damaged').reason).toMatch(/^须在签收后 48 小时内申请,已于 .* 截止$/);
    const refused = await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: fresh.id });
    expect(refused.body).toMatchObject({ status: 45002, msg: expect.stringContaining('破损理赔不可用') });
  });
});

describe('rejected, appealed once, decided again', () => {
  it('reopens a rejected claim once, within the days', async () => {
    const waybill = await deliveredWaybill(w, me);
    const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id })).body.data.id;
    await staffPost(`review/${id}`);
    const rejected = await staffPost(`decide/${id}`, {
      outcome: 'reject',
      reason_code: 'insufficient_evidence',
      message: 'No unboxing video',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason_code: 'insufficient_evidence',
      actions: ['close', 'carrier_ref'],
    });
    const seen = await get(w.t, `/api/after/sales/detail/${id}`, { token: me.token, lang: 'en' });
    expect(seen.body.data).toMatchObject({ actions: ['appeal'], reason_text: 'Not enough evidence' });
    const appealed = await post(w.t, `/api/after/sales/appeal/${id}`, { message: 'Here is the video link' }, { token: me.token });
    expect(appealed.body.data).toMatchObject({ status: 'under_review', appealed: true });
    expect((await post(w.t, `/api/after/sales/appeal/${id}`, { message: 'again' }, { token: me.token })).body.status).toBe(42009);
    await staffPost(`decide/${id}`, { outcome: 'reject', reason_code: 'not_covered', message: '' });
    const second = await post(w.t, `/api/after/sales/appeal/${id}`, { message: 'again' }, { token: me.token, lang: 'en' });
    expect(second.body).toMatchObject({ status: 45003, msg: 'A claim can be reviewed again only once' });
  });

  it('refuses an appeal after the days', async () => {
    const waybill = await deliveredWaybill(w, me);
    const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id })).body.data.id;
    await staffPost(`review/${id}`);
    await staffPost(`decide/${id}`, { outcome: 'reject', reason_code: 'not_covered', message: '' });
    w.t.clock.advance(8 * 24 * HOUR);
    const late = await post(w.t, `/api/after/sales/appeal/${id}`, { message: 'late' }, { token: me.token, lang: 'en' });
    expect(late.body).toMatchObject({ status: 45003, msg: 'A review must be asked for within 7 days of the decision' });
  });
});

describe('dual approval above the site amount', () => {
  it('takes a second staff member to approve more than the amount', async () => {
    const second = await secondStaff(w.t);
    await setDualApprovalAbove(w.t, 500);
    const waybill = await deliveredWaybill(w, me);
    const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id, amount: 800 })).body.data.id;
    await staffPost(`review/${id}`);
    const body = { outcome: 'approve', amount: 800, reason_code: 'full_value', message: '' };
    const first = await post(w.t, `/api/staff/claim/decide/${id}`, body, { token: w.staff, lang: 'en' });
    expect(first.body).toMatchObject({ status: 200, msg: 'Approval of NZ$8 recorded: above NZ$5 a second staff member must confirm it' });
    expect(first.body.data).toMatchObject({ status: 'under_review', proposed: { amount: 800, by_name: '仓库员工' } });
    expect((await staffPost(`decide/${id}`, body)).body.status).toBe(45004);
    const confirmed = await staffPost(`decide/${id}`, body, second);
    expect(confirmed.body.data).toMatchObject({ status: 'approved', approved_amount: 800, proposed: null });
    expect(confirmed.body.data.events.map((e: { action: string; by_name: string }) => [e.action, e.by_name]).slice(-2)).toEqual([
      ['proposed', '仓库员工'],
      ['approved', 'Second staff'],
    ]);
    await setDualApprovalAbove(w.t, 20000);
    expect((await get(w.t, '/api/admin/claim_settings', { token: w.staff })).body.status).toBe(40003);
  });
});

describe('the amount asked and the words of the decision', () => {
  it('refuses a money claim without an amount, naming it in both languages, writing nothing', async () => {
    const waybill = await deliveredWaybill(w, me);
    const before = await claimCount();
    for (const [lang, msg] of [
      ['zh-cn', '请填写金额'],
      ['en', 'amount: required'],
    ]) {
      const answer = await post(
        w.t,
        '/api/after/sales/create',
        { type: 'damaged', waybill_id: waybill.id, description: 'Crushed', photos: [], amount: 0, proof: [] },
        { token: me.token, lang },
      );
      expect(answer.body).toMatchObject({ status: 40001, msg });
    }
    expect(await claimCount()).toBe(before);
  });

  it('says "paid in full" only for what was asked; less is partly approved; never more than asked', async () => {
    const waybill = await deliveredWaybill(w, me);
    const max = optionOf(await options(me.token, `waybill_id=${waybill.id}`), 'damaged').max.amount as number;
    const asked = Math.min(max, 6000);
    const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id, amount: asked })).body.data.id;
    await staffPost(`review/${id}`);
    const decide = (amount: number, reason_code: string) =>
      post(w.t, `/api/staff/claim/decide/${id}`, { outcome: 'approve', amount, reason_code, message: '' }, { token: w.staff, lang: 'en' });
    expect((await decide(asked + 1, 'full_value')).body).toMatchObject({
      status: 40001,
      msg: expect.stringMatching(/^amount: must be between/),
    });
    expect((await decide(asked - 100, 'full_value')).body).toMatchObject({
      status: 40001,
      msg: `reason: less than the NZ$${(asked / 100).toFixed(asked % 100 ? 2 : 0)} asked for is not "paid in full"`,
    });
    expect((await get(w.t, `/api/after/sales/detail/${id}`, { token: me.token })).body.data).toMatchObject({ status: 'under_review' });
    await decide(asked - 100, 'partial_items');
    const seen = await get(w.t, `/api/after/sales/detail/${id}`, { token: me.token, lang: 'en' });
    expect(seen.body.data).toMatchObject({
      status: 'partially_approved',
      status_text: 'partially approved',
      amount: asked,
      approved_amount: asked - 100,
      reason_text: 'Only some items qualify',
    });
  });

  it('approves what was asked as paid in full', async () => {
    const waybill = await deliveredWaybill(w, me);
    const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id, amount: 1000 })).body.data.id;
    await staffPost(`review/${id}`);
    await staffPost(`decide/${id}`, { outcome: 'approve', amount: 1000, reason_code: 'full_value', message: '' });
    const seen = await get(w.t, `/api/after/sales/detail/${id}`, { token: me.token, lang: 'en' });
    expect(seen.body.data).toMatchObject({ status: 'approved', amount: 1000, approved_amount: 1000, reason_text: 'Paid in full' });
  });
});

describe('lost, delayed and not-in-account claims', () => {
  it('offers lost only past the transit time and grace, with the freight refunded', async () => {
    const waybill = await inTransit(w, me);
    const early = await options(me.token, `waybill_id=${waybill.id}`);
    expect(optionOf(early, 'lost').reason).toMatch(/^from .* \(the line's longest transit time \+ 20 days\)$/);
    expect(optionOf(early, 'damaged').reason).toBe('only once the waybill is delivered');
    // Set-up: dispatched 60 days ago (moving the clock that far would end the sessions).
    await w.t.db
      .update(waybills)
      .set({ dispatchedAt: new Date(w.t.clock.now.getTime() - 60 * DAY) })
      .where(eq(waybills.id, waybill.id));
    const late = await options(me.token, `waybill_id=${waybill.id}`);
    const lost = optionOf(late, 'lost');
    const freight = late.body.data.snapshot.freight;
    expect(lost).toMatchObject({ offered: true, max: { kind: 'wallet', freight_refund: freight } });
    expect(optionOf(late, 'delayed')).toMatchObject({ offered: true, max: { kind: 'coupon', amount: 500 } });
    const filed = await fileClaim(w.t, me.token, { type: 'delayed', waybill_id: waybill.id, amount: 0 });
    const id = filed.body.data.id;
    await staffPost(`review/${id}`);
    expect((await staffPost(`decide/${id}`, { outcome: 'approve', reason_code: 'within_cap', message: '' })).body.data).toMatchObject({
      status: 'approved',
      approved_amount: 500,
    });
    const balance = await walletBalanceOf(w.t, me.token);
    expect((await staffPost(`pay/${id}`)).body.data.status).toBe('paid');
    expect(await walletBalanceOf(w.t, me.token)).toBe(balance);
    const coupons = await get(w.t, '/api/user/coupon/lst', { token: me.token, lang: 'en' });
    expect(JSON.stringify(coupons.body.data)).toContain('Delay compensation coupon');
  });

  it('offers not-in-account on a parcel still only declared after the days, capped at its declared value', async () => {
    const parcelId = await declare(w.t, me.token);
    const early = await options(me.token, `parcel_id=${parcelId}`);
    expect(early.body.data.options).toEqual([expect.objectContaining({ type: 'not_in_account', offered: false })]);
    await w.t.db
      .update(parcels)
      .set({ declaredAt: new Date(w.t.clock.now.getTime() - 8 * DAY) })
      .where(eq(parcels.id, parcelId));
    const open = await options(me.token, `parcel_id=${parcelId}`);
    expect(optionOf(open, 'not_in_account')).toMatchObject({ offered: true, max: { amount: 5000 } });
    expect((await fileClaim(w.t, me.token, { type: 'not_in_account', parcel_id: parcelId, amount: 5001 })).body.status).toBe(40001);
    expect(
      (await fileClaim(w.t, me.token, { type: 'not_in_account', parcel_id: parcelId, amount: 5000 })).body.data.target_no,
    ).toBeTruthy();
    expect((await fileClaim(w.t, me.token, { type: 'lost', parcel_id: parcelId })).body.status).toBe(45002);
  });
});

describe('a waybill marked lost or damaged', () => {
  it('prompts a claim of that kind, from a problem flag or a track event', async () => {
    const lost = await inTransit(w, me);
    const flagged = await post(
      w.t,
      `/api/staff/order/problem/${lost.id}`,
      { reason_zh: '包裹丢失', reason_en: 'Lost in transit', incident: 'lost' },
      { token: w.staff },
    );
    expect(flagged.body.status).toBe(200);
    const damaged = await inTransit(w, me);
    const event = { text_zh: '外箱破损', text_en: 'Box damaged at the hub', incident: 'damaged' };
    expect((await post(w.t, `/api/staff/order/track/${damaged.id}`, event, { token: w.staff })).body.status).toBe(200);
    const targets = await get(w.t, '/api/after/sales/targets', { token: me.token, lang: 'en' });
    const byId = (id: number) => targets.body.data.list.find((x: { kind: string; id: number }) => x.kind === 'waybill' && x.id === id);
    expect(byId(lost.id)).toMatchObject({
      incident: 'lost',
      incident_text: 'The warehouse or the carrier marked this waybill lost: you can file a claim',
    });
    expect(byId(damaged.id)).toMatchObject({ incident: 'damaged' });
    const prompts = (await told(lost.id)).filter(([event]) => event === 'waybill.problem_flagged');
    expect(prompts).toEqual([
      [
        'waybill.problem_flagged',
        `/pages/claims/add?waybill_id=${lost.id}&type=lost`,
        '仓库或承运人已将该运单标记为丢失,您可以申请理赔',
        'The warehouse or the carrier marked this waybill lost: you can file a claim',
        '',
      ],
      [
        'waybill.problem_flagged',
        `/pages/claims/add?waybill_id=${damaged.id}&type=damaged`,
        '仓库或承运人已将该运单标记为破损,您可以申请理赔',
        'The warehouse or the carrier marked this waybill damaged: you can file a claim',
        '',
      ],
    ]);
    // Flagged again: marked (and prompted) once; the new reason reaches the customer as a plain problem update.
    await post(
      w.t,
      `/api/staff/order/problem/${lost.id}`,
      { reason_zh: '仍未找到', reason_en: 'Still missing', incident: 'lost' },
      { token: w.staff },
    );
    const again = (await told(lost.id)).filter(([event]) => event === 'waybill.problem_flagged');
    expect(again.slice(2)).toEqual([['waybill.problem_flagged', `/pages/waybill/detail?id=${lost.id}`, '仍未找到', 'Still missing', '']]);
    const otherTargets = await get(w.t, '/api/after/sales/targets', { token: other.token });
    expect(otherTargets.body.data.list).toEqual([]);
  });
});
