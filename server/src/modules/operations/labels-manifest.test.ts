/**
 * Labels and the customs manifest of a dispatch batch: the barcodes read back from the PDFs, the manifest read
 * back with exceljs and as CSV, every download logged, another site's waybills never in it, the dashboard
 * counts, and a customer refused on every staff call of the module.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { get, post } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { dispatchBatches, dispatchBatchWaybills, users, waybills } from '../../db/schema';
import { CN_RECIPIENT } from '../address/test-support';
import {
  checkIn,
  type Customer,
  GOODS,
  markPaid,
  newCustomer,
  newTrackingNo,
  packedWaybill,
  startWorld,
  type World,
} from '../waybill/test-support';
import { renderWaybillLabels } from './label-pdf';
import { barcodesIn, download, pageSizesMm } from './test-support';

describe('labels, manifest and dashboard', () => {
  let w: World;
  let customer: Customer;
  let batch: { id: number; no: string };
  let sent: { id: number; no: string }[];

  beforeAll(async () => {
    w = await startWorld();
    customer = await newCustomer(w.t);
    sent = [await packedWaybill(w, customer), await packedWaybill(w, customer)];
    for (const s of sent) await markPaid(w.t, s.id);
    const answer = await post(w.t, '/api/staff/order/dispatch', { ids: sent.map((s) => s.id) }, { token: w.staff });
    batch = answer.body.data.batch;
  });
  afterAll(() => w.t.close());

  it('makes one batch of the waybills a dispatch sent, numbered by site and local day', async () => {
    expect(batch.no).toBe(`NZ-20260601-${batch.id}`);
    const detail = (await get(w.t, `/api/staff/dispatch/batch/detail/${batch.id}`, { token: w.staff })).body.data;
    expect(detail.waybills.map((x: { id: number }) => x.id).sort()).toEqual(sent.map((s) => s.id).sort());
    const refused = await post(w.t, '/api/staff/order/dispatch', { ids: [sent[0].id] }, { token: w.staff });
    expect(refused.body.data).toMatchObject({ results: [{ id: sent[0].id, ok: false, status: 42009 }], batch: null });
  });

  it('prints a waybill label: Code 128 and QR of the number, channel, city, masked name, weight, parcel count, site', async () => {
    const response = await download(w.t, `/api/staff/label/waybill/${sent[0].id}`, w.staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(await pageSizesMm(pdf)).toEqual([[100, 150]]);
    expect(await barcodesIn(pdf)).toEqual([
      [
        { format: 'CODE_128', text: sent[0].no },
        { format: 'QR_CODE', text: sent[0].no },
      ],
    ]);
    const text = await pdfText(pdf);
    for (const shown of [sent[0].no, CN_RECIPIENT.city, '王*明', '2.34 kg', 'New Zealand', 'nz-general-economy'])
      expect(text).toContain(shown);
    expect(text).not.toContain(CN_RECIPIENT.name);
    expect(text).toMatch(/Parcels \/ 件数\s*1/);
  });

  it('keeps the label header on one line: a long Chinese line name shrinks or is cut, never broken mid-word', async () => {
    const label = {
      no: 'NZ0453081649',
      city: '广州市',
      recipient: '王*明',
      weightG: 2340,
      parcelCount: 1,
      site: 'New Zealand',
      printedOn: '',
    };
    const header = async (channel: string) => (await pdfText(await renderWaybillLabels('t', [{ ...label, channel }]))).split('\n')[0];
    expect(await header('nz-general-economy 新西兰经济普货线')).toBe('New Zealand nz-general-economy 新西兰经济普货线');
    expect(await header(`nz-general-economy ${'新西兰经济普货'.repeat(4)}`)).toMatch(/^New Zealand nz-general-economy 新西兰.*…$/);
  });

  it('prints a batch as one PDF, a page per waybill', async () => {
    const pdf = (await download(w.t, `/api/staff/label/batch/${batch.id}`, w.staff)).rawPayload;
    expect(await pageSizesMm(pdf)).toEqual(sent.map(() => [100, 150]));
    const pages = await barcodesIn(pdf);
    expect(pages.map((p) => p.find((b) => b.format === 'CODE_128')?.text)).toEqual(sent.map((s) => s.no).sort());
  });

  it('prints a parcel check-in label with the member code, the tracking number as Code 128 and the shelf', async () => {
    const no = newTrackingNo();
    const id = await parcelInWarehouseAt(no, 'B-12');
    const pdf = (await download(w.t, `/api/staff/label/parcel/${id}`, w.staff)).rawPayload;
    expect(await pageSizesMm(pdf)).toEqual([[100, 150]]);
    expect(await barcodesIn(pdf)).toEqual([[{ format: 'CODE_128', text: no }]]);
    const [owner] = await w.t.db
      .select({ code: users.memberCode })
      .from(users)
      .innerJoin(waybills, eq(waybills.userId, users.id))
      .where(eq(waybills.id, sent[0].id));
    const text = await pdfText(pdf);
    expect(text).toContain(owner.code);
    expect(text).toContain('B-12');
  });

  async function parcelInWarehouseAt(no: string, location: string): Promise<number> {
    const declared = await post(
      w.t,
      '/api/parcel/create',
      { tracking_no: no, courier: 'NZ Post', goods: GOODS },
      { token: customer.token },
    );
    expect((await checkIn(w, no, { location })).body.data.result).toBe('matched');
    return declared.body.data.id;
  }

  it('writes the manifest as xlsx with the broker columns, one row per goods line, values in NZD and CNY', async () => {
    const response = await download(w.t, `/api/staff/manifest/xlsx/${batch.id}`, w.staff);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="manifest-${batch.no}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      '运单号 Waybill no.',
      '收件人 Recipient',
      '身份证号 ID number',
      '电话 Phone',
      '收件地址 Full address',
      '邮编 Postcode',
      '品名 Goods',
      '类别 Category',
      '数量 Quantity',
      '单价 Unit value (NZD)',
      '单价 Unit value (CNY)',
      '毛重 Gross weight (kg)',
      '线路 Channel',
      '清关方式 Clearance',
    ]);
    expect(rows).toHaveLength(1 + sent.length * GOODS.length);
    const [waybill] = await w.t.db.select().from(waybills).where(eq(waybills.id, sent[0].id));
    const [channel] = await w.t.db.query.channels.findMany({ where: (c, { eq: is }) => is(c.id, waybill.channelId) });
    const r = waybill.recipient;
    // Sealed in the waybill's snapshot; the customs broker's manifest is one of the few places it is written plain.
    expect(r.id_number).toMatch(/^s1\./);
    expect(rows.find((row) => row[0] === sent[0].no)).toEqual([
      sent[0].no,
      r.name,
      CN_RECIPIENT.id_number,
      r.mobile,
      [r.province, r.city, r.district, r.address].join(' '),
      r.postcode,
      GOODS[0].name,
      GOODS[0].category,
      GOODS[0].quantity,
      GOODS[0].unit_value / 100,
      Math.ceil((GOODS[0].unit_value * channel.cnyRateE4) / 10_000) / 100,
      2.34,
      channel.nameZh,
      channel.clearance,
    ]);
  });

  it('writes the same rows as CSV (UTF-8 with BOM) and logs who downloaded what when', async () => {
    const response = await download(w.t, `/api/staff/manifest/csv/${batch.id}`, w.staff);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF运单号 Waybill no.,')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + sent.length);
    expect(lines.some((l) => l.startsWith(`${sent[1].no},`))).toBe(true);
    const detail = (await get(w.t, `/api/staff/dispatch/batch/detail/${batch.id}`, { token: w.staff })).body.data;
    expect(detail.downloads.map((d: { format: string; staff: string }) => [d.format, d.staff])).toEqual([
      ['csv', 'staff'],
      ['xlsx', 'staff'],
    ]);
    expect(detail.downloads[0].at).toBe(w.t.clock.now.toISOString());
  });

  it("never puts another site's waybills in a manifest and hides each site's batches from the other", async () => {
    const nzStaff = w.staff;
    expect((await download(w.t, `/api/staff/manifest/xlsx/${batch.id}`, w.auStaff, '2')).json().status).toBe(40004);
    expect((await download(w.t, `/api/staff/label/batch/${batch.id}`, w.auStaff, '2')).json().status).toBe(40004);
    expect((await download(w.t, `/api/staff/label/waybill/${sent[0].id}`, w.auStaff, '2')).json().status).toBe(40004);
    // A batch of the Australian site that (by a fault) lists a New Zealand waybill: the manifest skips it.
    const [au] = await w.t.db
      .insert(dispatchBatches)
      .values({ siteId: 2, no: 'AU-TEST-1', createdBy: await staffId() })
      .returning();
    const stray = await packedWaybill(w, customer);
    await w.t.db.insert(dispatchBatchWaybills).values({ batchId: au.id, waybillId: stray.id });
    const csv = (await download(w.t, `/api/staff/manifest/csv/${au.id}`, w.auStaff, '2')).rawPayload.toString('utf8');
    expect(csv).not.toContain(stray.no);
    expect(csv).toContain('单价 Unit value (AUD)'); // the site's currency
    expect(csv.trim().split('\r\n')).toHaveLength(1);
    expect((await download(w.t, `/api/staff/manifest/csv/${au.id}`, nzStaff)).json().status).toBe(40004);
    expect(
      (await get(w.t, '/api/staff/dispatch/batch/lst', { token: w.auStaff, site: '2' })).body.data.list.map((b: { no: string }) => b.no),
    ).toEqual(['AU-TEST-1']);
  });

  it('lists batches by creation days in the site zone and sorts them, naming a bad day', async () => {
    const createdBy = await staffId();
    const made = (no: string, at: string) => ({ siteId: 2, no, createdBy, createdAt: new Date(at) });
    // Sydney is UTC+11 in March: 14:00Z on the 3rd is 01:00 on the 4th there.
    await w.t.db
      .insert(dispatchBatches)
      .values([
        made('AU-DAY-B', '2026-03-02T01:00:00Z'),
        made('AU-DAY-A', '2026-03-03T01:00:00Z'),
        made('AU-DAY-C', '2026-03-03T14:00:00Z'),
      ]);
    const list = async (query: string, lang = 'zh-cn') =>
      (await get(w.t, `/api/staff/dispatch/batch/lst?${query}`, { token: w.auStaff, site: '2', lang })).body;
    const nos = async (query: string) => (await list(query)).data.list.map((b: { no: string }) => b.no);
    expect(await nos('from=2026-03-02&to=2026-03-03')).toEqual(['AU-DAY-A', 'AU-DAY-B']);
    expect((await list('from=2026-03-02&to=2026-03-03')).data.total).toBe(2);
    expect(await nos('from=2026-03-04&to=2026-03-04')).toEqual(['AU-DAY-C']);
    expect(await nos('from=2026-03-02&to=2026-03-04&sort=no&order=asc')).toEqual(['AU-DAY-A', 'AU-DAY-B', 'AU-DAY-C']);
    expect(await nos('from=2026-03-02&to=2026-03-04&order=asc')).toEqual(['AU-DAY-B', 'AU-DAY-A', 'AU-DAY-C']);
    expect(await nos('from=2026-03-02&to=2026-03-04&sort=no')).toEqual(['AU-DAY-C', 'AU-DAY-B', 'AU-DAY-A']);
    expect((await list('from=2026-02-30', 'en')).msg).toContain('from');
    expect(await list('from=2026-03-04&to=2026-03-02', 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('to') });
    expect(await list('sort=weight')).toMatchObject({ status: 40001 });
  });

  async function staffId(): Promise<number> {
    const [row] = await w.t.db.select({ id: users.id }).from(users).where(eq(users.username, 'austaff'));
    return row.id;
  }

  it('counts the dashboard for the caller site in one call, each count matching its filtered list', async () => {
    const counts = (await get(w.t, '/api/staff/dashboard', { token: w.staff })).body.data;
    const total = async (url: string) => (await get(w.t, url, { token: w.staff })).body.data.total;
    expect(counts).toEqual({
      checked_in_today: await total('/api/staff/storage/lst?view=today'),
      unclaimed: await total('/api/staff/storage/lst?view=unclaimed'),
      pending_pack: await total('/api/staff/order/lst?status=pending_pack'),
      pending_payment: await total('/api/staff/order/lst?status=pending_payment'),
      pending_dispatch: await total('/api/staff/order/lst?status=pending_dispatch'),
      problems: await total('/api/staff/order/lst?problem=1'),
      ageing: await total('/api/staff/storage/lst?view=ageing'),
    });
    expect(counts.checked_in_today).toBe(4);
    expect(counts.pending_payment).toBe(1);
    await checkIn(w, newTrackingNo()); // nobody declared it: unclaimed
    await post(w.t, `/api/staff/order/problem/${sent[0].id}`, { reason_zh: '外箱破损', reason_en: 'Box damaged' }, { token: w.staff });
    const after = (await get(w.t, '/api/staff/dashboard', { token: w.staff })).body.data;
    expect(after).toMatchObject({ unclaimed: counts.unclaimed + 1, checked_in_today: 5, problems: counts.problems + 1 });
    const au = (await get(w.t, '/api/staff/dashboard', { token: w.auStaff, site: '2' })).body.data;
    expect(au).toEqual({
      checked_in_today: 0,
      unclaimed: 0,
      pending_pack: 0,
      pending_payment: 0,
      pending_dispatch: 0,
      problems: 0,
      ageing: 0,
    });
  });

  it('refuses a customer every staff call of the module and names bad ids', async () => {
    const urls = [
      '/api/staff/dashboard',
      '/api/staff/storage/lst',
      `/api/staff/label/waybill/${sent[0].id}`,
      `/api/staff/label/batch/${batch.id}`,
      '/api/staff/label/parcel/1',
      '/api/staff/dispatch/batch/lst',
      `/api/staff/dispatch/batch/detail/${batch.id}`,
      `/api/staff/manifest/xlsx/${batch.id}`,
      `/api/staff/manifest/csv/${batch.id}`,
    ];
    for (const url of urls) expect((await download(w.t, url, customer.token)).json().status).toBe(40003);
    for (const url of urls.filter((u) => /\/\d+$/.test(u))) {
      const bad = await w.t.app.inject({ method: 'GET', url: url.replace(/\d+$/, 'abc'), headers: { 'x-token': w.staff, 'x-lang': 'en' } });
      expect(bad.json()).toMatchObject({ status: 40001 });
      expect(bad.json().msg).toContain('id');
    }
    expect((await download(w.t, '/api/staff/dispatch/batch/detail/999999', w.staff)).json()).toMatchObject({ status: 40004 });
  });
});
