/** Shared setup of the return tests: customers with parcels checked in, returns made through the API. */
import { type Answer, answerOf, get, post, type TestApp } from '../../../test/helpers';
import { multipartForm } from '../address/test-support';
import { newKey, type Payer, type PayWorld } from '../payment/test-support';
import { parcelInWarehouse } from '../waybill/test-support';

export { newPayer, startPayWorld, giveWallet, balanceOf, sandboxPress, sandboxRef, newKey } from '../payment/test-support';
export { parcelInWarehouse, packRequest } from '../waybill/test-support';

export const SHOP = {
  name: 'Kiwi Shoes Ltd',
  phone: '+6495551234',
  street: '12 Queen Street',
  suburb: 'Auckland Central',
  city: 'Auckland',
  region: 'AUK',
  postcode: '1010',
  country: 'NZ',
};
/** A tiny valid PDF (the label is kept as it is). */
export const LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const createBody = (parcelIds: number[], extra: Record<string, unknown> = {}) => ({
  parcel_ids: parcelIds,
  method: 'postage',
  address: SHOP,
  ra_number: 'RMA-20931',
  deadline: '2026-06-10',
  ...extra,
});

export async function uploadLabel(
  t: TestApp,
  token: string,
  bytes: Buffer = LABEL_PDF,
  name = 'label.pdf',
  mime = 'application/pdf',
): Promise<Answer['body']> {
  const form = multipartForm('file', name, mime, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/return/label',
    headers: { ...form.headers, 'x-token': token, 'x-lang': 'en' },
    payload: form.payload,
  });
  return answerOf(response).body;
}

export async function createReturn(
  w: PayWorld,
  me: Payer,
  extra: Record<string, unknown> = {},
  parcelIds?: number[],
): Promise<{ id: number; parcelIds: number[]; answer: Answer }> {
  const ids = parcelIds ?? [await parcelInWarehouse(w, me)];
  const answer = await post(w.t, '/api/return/create', createBody(ids, extra), { token: me.token, lang: 'en' });
  if (answer.body.status !== 200) throw new Error(`return/create: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.data.id, parcelIds: ids, answer };
}

export const payByWallet = (w: PayWorld, me: Payer, id: number, key = newKey()) =>
  post(w.t, `/api/return/pay/${id}`, { use_wallet: true, platform: 'h5', idempotency_key: key }, { token: me.token, lang: 'en' });

export const staffDo = (w: PayWorld, action: string, id: number, body: unknown = {}) =>
  post(w.t, `/api/staff/return/${action}/${id}`, body, { token: w.staff, lang: 'en' });

export const detail = (w: PayWorld, token: string, id: number) => get(w.t, `/api/return/detail/${id}`, { token, lang: 'en' });
