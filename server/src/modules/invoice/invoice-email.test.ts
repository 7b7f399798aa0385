import { createHash } from 'node:crypto';
import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { get, post } from '../../../test/helpers';
import { type Customer, newCustomer, startWorld, type World } from '../waybill/test-support';
import { dispatchedWaybills, PERSONAL } from './test-support';

const TOKEN = 'pm-server-token';
let postmark: FakeServer;
let down = true;
let w: World;
let me: Customer;
beforeAll(async () => {
  // Postmark's /email, refusing while `down` (422 as for an unconfirmed sender signature).
  postmark = await startFakeServer(() =>
    down
      ? { status: 422, body: { ErrorCode: 400, Message: "The 'From' address you supplied is not a Sender Signature on your account." } }
      : {
          status: 200,
          body: { ErrorCode: 0, Message: 'OK', MessageID: 'id-1', SubmittedAt: '2026-06-01T00:00:00Z', To: 'xiaoming@example.com' },
        },
  );
  w = await startWorld({
    EMAIL_PROVIDER: 'postmark',
    POSTMARK_BASE_URL: postmark.url,
    POSTMARK_SERVER_TOKEN: TOKEN,
    EMAIL_FROM: 'invoices@example.com',
  });
  me = await newCustomer(w.t);
});
afterAll(async () => {
  await w.t.close();
  await postmark.close();
});

const attachedSha = (i: number) =>
  createHash('sha256')
    .update(Buffer.from(JSON.parse(postmark.requests[i].body).Attachments[0].Content, 'base64'))
    .digest('hex');

describe('invoices sent through Postmark', () => {
  it('issues the invoice even when the email fails, shows it as not emailed, and sends it on resend', async () => {
    const [a] = await dispatchedWaybills(w, me);
    const issued = await post(w.t, '/api/invoice/create', { ...PERSONAL, waybill_ids: [a.id] }, { token: me.token, lang: 'en' });
    expect(issued.body).toMatchObject({ status: 200, data: { no: 'INV-NZ-000001', emailed_at: null } });
    expect(postmark.requests).toHaveLength(1);
    expect(postmark.requests[0].headers['x-postmark-server-token']).toBe(TOKEN);
    expect(JSON.parse(postmark.requests[0].body)).toMatchObject({
      From: 'invoices@example.com',
      To: 'xiaoming@example.com',
      Subject: 'Tax invoice INV-NZ-000001',
    });
    expect(attachedSha(0)).toBe(issued.body.data.pdf_sha256);
    expect((await get(w.t, '/api/invoice/lst', { token: me.token })).body.data.list[0].emailed_at).toBeNull();

    const failed = await post(w.t, `/api/invoice/resend/${issued.body.data.id}`, {}, { token: me.token, lang: 'en' });
    expect(failed.body).toEqual({ status: 50300, msg: 'The email could not be sent, please try again later' });

    down = false;
    const sent = await post(w.t, `/api/invoice/resend/${issued.body.data.id}`, {}, { token: me.token });
    expect(sent.body).toMatchObject({ status: 200, msg: '发票已发送到邮箱', data: { emailed_at: w.t.clock.now.toISOString() } });
    expect(attachedSha(2)).toBe(issued.body.data.pdf_sha256);
    expect((await get(w.t, `/api/invoice/detail/${issued.body.data.id}`, { token: me.token })).body.data.emailed_at).toBe(
      w.t.clock.now.toISOString(),
    );
  });
});
