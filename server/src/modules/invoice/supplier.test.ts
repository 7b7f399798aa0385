/**
 * The supplier details every tax invoice prints (seeded placeholders): an admin reads and replaces them, the tax
 * number checked for the site's country; staff and customers can't; the next invoice prints the new details.
 */
import { DEMO_PASSWORD, get, passwordLogin, post } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { fetchLink } from '../address/test-support';
import { newCustomer, startWorld, type World } from '../waybill/test-support';
import { dispatchedWaybills, PERSONAL } from './test-support';

let w: World;
let admin: string;
beforeAll(async () => {
  w = await startWorld();
  admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token as string;
});
afterAll(() => w.t.close());

const NEW = {
  company_name: 'Kiwi Parcels Limited',
  company_address: '7 Great South Road, Penrose, Auckland 1061',
  gst_number: '49-091-850',
  gst_rate_bp: 1500,
};

it('an admin replaces the placeholders and the next invoice prints them', async () => {
  const before = await get(w.t, '/api/admin/invoice_supplier', { token: admin });
  expect(before.body.data).toMatchObject({ gst_number: '123123123', gst_rate_bp: 1500 });
  const saved = await post(w.t, '/api/admin/invoice_supplier/update', NEW, { token: admin });
  expect(saved.body.data).toEqual({ ...NEW, gst_number: '49091850' });

  const me = await newCustomer(w.t);
  const [bill] = await dispatchedWaybills(w, me);
  const issued = await post(w.t, '/api/invoice/create', { ...PERSONAL, waybill_ids: [bill.id] }, { token: me.token });
  expect(issued.body.status).toBe(200);
  const text = await pdfText((await fetchLink(w.t, issued.body.data.pdf_url)).rawPayload);
  expect(text).toContain('Kiwi Parcels Limited');
  expect(text).toContain('049-091-850');
});

it('refuses a GST number that fails its check, naming it, and changes nothing', async () => {
  const before = (await get(w.t, '/api/admin/invoice_supplier', { token: admin })).body.data;
  const zh = await post(w.t, '/api/admin/invoice_supplier/update', { ...NEW, gst_number: '49-091-851' }, { token: admin });
  expect(zh.body).toMatchObject({ status: 40001, msg: expect.stringContaining('GST 税号') });
  const en = await post(w.t, '/api/admin/invoice_supplier/update', { ...NEW, gst_rate_bp: 9000 }, { token: admin, lang: 'en' });
  expect(en.body).toMatchObject({ status: 40001, msg: expect.stringContaining('GST rate') });
  expect((await get(w.t, '/api/admin/invoice_supplier', { token: admin })).body.data).toEqual(before);
});

it('is for admins only', async () => {
  expect((await get(w.t, '/api/admin/invoice_supplier', { token: w.staff })).body.status).toBe(40003);
  const me = await newCustomer(w.t);
  expect((await post(w.t, '/api/admin/invoice_supplier/update', NEW, { token: me.token })).body.status).toBe(40003);
});
