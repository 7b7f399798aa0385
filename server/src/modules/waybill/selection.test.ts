/**
 * What the console does to a selection of waybills at once: labels in one PDF (read back by barcode), one track
 * event, one problem flag (all or none), and a spreadsheet of them (CSV and .xlsx read back).
 */
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { get, passwordLogin, post } from '../../../test/helpers';
import { auditLog, trackEvents, waybills } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { barcodesIn, download } from '../operations/test-support';
import { type Customer, newCustomer, packedWaybill, startWorld, type World } from './test-support';

let w: World;
let customer: Customer;
let picked: { id: number; no: string }[];
beforeAll(async () => {
  w = await startWorld();
  customer = await newCustomer(w.t);
  picked = [await packedWaybill(w, customer), await packedWaybill(w, customer)];
});
afterAll(() => w.t.close());

const ids = () => picked.map((p) => p.id);
const NOT_OURS = 2_000_000_000;

it('prints the labels of the selection in one PDF, one page per waybill; an id not of the site prints nothing', async () => {
  const pdf = await download(w.t, `/api/staff/label/waybills?ids=${ids().join(',')}`, w.staff);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const pages = await barcodesIn(pdf.rawPayload);
  expect(pages.map((p) => p.find((b) => b.format === 'CODE_128')?.text)).toEqual(picked.map((p) => p.no).sort());
  expect((await get(w.t, `/api/staff/label/waybills?ids=${picked[0].id},${NOT_OURS}`, { token: w.staff })).body.status).toBe(40004);
  expect((await get(w.t, `/api/staff/label/waybills?ids=${ids().join(',')}`, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
  expect((await get(w.t, '/api/staff/label/waybills?ids=1,,2', { token: w.staff })).body.status).toBe(40001);
});

it('pushes one track event to every selected waybill, audited on each; a repeat adds nothing', async () => {
  const event = { ids: ids(), text_zh: '已到达奥克兰机场', text_en: 'At Auckland airport', place: 'AKL' };
  expect((await post(w.t, '/api/staff/order/track', event, { token: w.staff })).body).toMatchObject({ status: 200, data: { added: 2 } });
  expect((await post(w.t, '/api/staff/order/track', event, { token: w.staff })).body.data).toEqual({ added: 0 });
  for (const p of picked) {
    const events = await w.t.db.select().from(trackEvents).where(eq(trackEvents.waybillId, p.id));
    expect(events.filter((e) => e.textEn === 'At Auckland airport')).toHaveLength(1);
  }
  const audited = await w.t.db.select().from(auditLog).where(eq(auditLog.kind, 'track_event'));
  expect(audited.map((a) => a.label).sort()).toEqual(picked.map((p) => p.no).sort());
  const outside = await post(
    w.t,
    '/api/staff/order/track',
    { ...event, ids: [picked[0].id, NOT_OURS], text_en: 'Elsewhere' },
    { token: w.staff },
  );
  expect(outside.body.status).toBe(40004);
  expect(await w.t.db.select().from(trackEvents).where(eq(trackEvents.textEn, 'Elsewhere'))).toEqual([]);
});

it('flags one problem on the selection, all or none', async () => {
  const problem = { reason_zh: '地址不全', reason_en: 'Address incomplete' };
  const refused = await post(w.t, '/api/staff/order/problem', { ids: [picked[0].id, NOT_OURS], ...problem }, { token: w.staff });
  expect(refused.body.status).toBe(40004);
  const flagged = async () => (await w.t.db.select().from(waybills).where(inArray(waybills.id, ids()))).filter((x) => x.problemAt);
  expect(await flagged()).toEqual([]);
  expect((await post(w.t, '/api/staff/order/problem', { ids: ids(), ...problem }, { token: w.staff })).body.data).toEqual({ flagged: 2 });
  expect((await flagged()).map((x) => x.problemEn)).toEqual(['Address incomplete', 'Address incomplete']);
});

it('exports the selection as CSV (headers in the caller language) and as .xlsx; finance may not', async () => {
  const csv = await w.t.app.inject({
    method: 'GET',
    url: `/api/staff/order/export?format=csv&ids=${ids().join(',')}`,
    headers: { 'x-token': w.staff, 'x-lang': 'en' },
  });
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Waybill no.,Status,Member code,Recipient,City,Line,Weight (kg),Due,Currency,Created');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual(picked.map((p) => [p.no, 'awaiting payment']).sort());

  const xlsx = await download(w.t, `/api/staff/order/export?ids=${ids().join(',')}`, w.staff);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('运单号');
  expect([2, 3].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(picked.map((p) => p.no).sort());

  const finance = (await passwordLogin(w.t, 'finance', DEMO_PASSWORD)).body.data.token;
  expect((await get(w.t, `/api/staff/order/export?ids=${ids().join(',')}`, { token: finance })).body.status).toBe(40003);
});
