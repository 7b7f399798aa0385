/**
 * Many API processes (TEST_DATABASE_URL only: PGlite is one process by design). Two real server processes on a
 * database of their own, files in one S3-compatible bucket (s3rver), behind a round-robin proxy like a load balancer:
 * a customer's session, uploads, private photo links and a wallet payment (retried on the other process) work whichever process answers; each
 * notification is delivered once. Then SIGTERM: an upload still arriving and a notification being sent when the
 * signal comes both finish before the process exits 0.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFS } from '@contract/notification';
import { type DbHandle, openDb } from '../src/db/client';
import { channels, notificationOutbox, notificationPrefs, parcels, users, waybills } from '../src/db/schema';
import { testPhoto } from '../src/modules/address/test-support';
import { postWallet } from '../src/modules/wallet/ledger';
import { DEMO_MOBILE, DEMO_PASSWORD } from './helpers';
import { type ApiProcess, databaseFromTemplate, startApiProcess } from './processes';
import { type LocalS3, startLocalS3 } from './s3-server';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) {
  test.skip('many API processes: needs TEST_DATABASE_URL (PGlite is one process per data directory)', () => {});
}

/** A local round-robin proxy: each request to the next process in turn; `seen` records which one answered. */
async function roundRobin(targets: ApiProcess[]) {
  const seen: string[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length].base);
    seen.push(target.port);
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function form(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) {
  const boundary = '----scale-out';
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

onPostgres('API processes behind a round-robin proxy on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DbHandle;
  let s3: LocalS3;
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  let sms: http.Server;
  let smsUrl: string;
  const smsArrived: (() => void)[] = [];
  let texts = 0;
  jest.setTimeout(240_000);

  beforeAll(async () => {
    database = await databaseFromTemplate();
    handle = await openDb({ kind: 'postgres', url: database.url, max: 2 });
    s3 = await startLocalS3();
    // Plays Twilio, slowly (1.5 s), so a delivery can be caught in flight.
    sms = http.createServer((req, res) => {
      req.resume();
      texts += 1;
      smsArrived.splice(0).forEach((f) => f());
      setTimeout(
        () =>
          res
            .writeHead(201, { 'content-type': 'application/json', connection: 'close' })
            .end(JSON.stringify({ sid: 'SM1', status: 'queued' })),
        1500,
      );
    });
    await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
    smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}`;
    // What processes must share: the database, the bucket and the signing secrets (otherwise kept under each DATA_DIR).
    const shared = {
      ...s3.env,
      FILE_URL_SECRET: 'scale-out-file-url-secret-0123456789abcdef',
      SANDBOX_PAY_SECRET: 'scale-out-sandbox-secret-0123456789',
      SMS_PROVIDER: 'twilio',
      TWILIO_BASE_URL: smsUrl,
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    };
    [a, b] = await Promise.all([startApiProcess(database.url, shared), startApiProcess(database.url, shared)]);
    proxy = await roundRobin([a, b]);
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await new Promise((r) => sms?.close(r));
    await s3?.close();
    await handle?.close();
    await database?.drop();
  });

  const call = async (method: string, url: string, token: string, body?: unknown) => {
    const res = await fetch(`${proxy.base}/api${url}`, {
      method,
      headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as { status: number; msg: string; data: any };
  };

  it('keeps the session, the files and the money whichever process answers', async () => {
    const login = await fetch(`${proxy.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', account: DEMO_MOBILE, password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    for (let i = 0; i < 4; i++) expect((await call('GET', '/user/info', token)).data.user.mobile).toBe(DEMO_MOBILE);

    const image = await testPhoto('png', 60, 60);
    const upload = form([{ name: 'file', value: image, filename: 'a.png', type: 'image/png' }]);
    const up = await fetch(`${proxy.base}/api/upload/image`, {
      method: 'POST',
      headers: { 'x-token': token, 'content-type': upload.type },
      body: upload.body,
    });
    const path = new URL(((await up.json()) as { data: { url: string } }).data.url).pathname;
    for (let i = 0; i < 2; i++) {
      const served = await fetch(`${proxy.base}${path}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    }

    const idPhoto = form([{ name: 'file', value: await testPhoto(), filename: 'id.jpg', type: 'image/jpeg' }]);
    const photo = await fetch(`${proxy.base}/api/user/address/id_photo`, {
      method: 'POST',
      headers: { 'x-token': token, 'content-type': idPhoto.type },
      body: idPhoto.body,
    });
    const link = new URL(((await photo.json()) as { data: { url: string } }).data.url);
    for (let i = 0; i < 2; i++) {
      const served = await fetch(`${proxy.base}${link.pathname}${link.search}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    }

    // A waybill awaiting payment and wallet money, arranged in the database; paying goes through the proxy. (Not the
    // sandbox top-up: the sandbox plays the provider inside one process, so its checkout lives in that process.)
    const [me] = await handle.db.select().from(users).where(eq(users.mobile, DEMO_MOBILE));
    const [channel] = await handle.db.select().from(channels).where(eq(channels.siteId, me.siteId)).limit(1);
    const charge = {
      breakdown: {
        actual_g: 1000,
        volumetric_g: 800,
        chargeable_g: 1000,
        first_price: 1800,
        additional_steps: 0,
        step_g: 100,
        additional_price: 0,
        insurance: 0,
        total: 1800,
        currency: 'NZD',
      },
      services: [],
      services_fee: 0,
      total: 1800,
    };
    const [bill] = await handle.db
      .insert(waybills)
      .values({
        siteId: me.siteId,
        userId: me.id,
        no: 'NZ0000000000',
        kind: 'pack',
        status: 'pending_payment',
        channelId: channel.id,
        goods: [],
        declaredValue: 5000,
        charge,
        amountDue: 1800,
        weightG: 1000,
        recipient: {
          address_id: 0,
          name: '王小明',
          mobile: '+86 139 1234 5678',
          country: 'CN',
          province: '北京市',
          city: '北京市',
          district: '朝阳区',
          address: '建国路88号',
          postcode: '100022',
          id_number: null,
          id_front_file_id: null,
          id_back_file_id: null,
        },
      })
      .returning();
    await handle.db.transaction((tx) =>
      postWallet(tx, {
        siteId: me.siteId,
        userId: me.id,
        amount: 5000,
        kind: 'adjustment',
        refType: 'staff',
        refId: 0,
        noteZh: '测试',
        noteEn: 'test',
        now: new Date(),
      }),
    );
    const before = (await call('GET', '/wallet/summary', token)).data.balance;
    const pay = { waybill_id: bill.id, use_wallet: true, platform: 'h5', idempotency_key: `scale-out-${Date.now()}` };
    const paid = await call('POST', '/pay/waybill', token, pay);
    expect(paid.data.payment).toMatchObject({ status: 'paid', wallet_amount: 1800 });
    // The same tap retried reaches the other process: the same payment, no second debit.
    expect((await call('POST', '/pay/waybill', token, pay)).data.payment.no).toBe(paid.data.payment.no);
    for (let i = 0; i < 2; i++) {
      expect((await call('GET', `/order/detail/${bill.id}`, token)).data.status).toBe('pending_dispatch');
      expect((await call('GET', '/wallet/summary', token)).data.balance).toBe(before - 1800);
    }
    expect(new Set(proxy.seen)).toEqual(new Set([new URL(a.base).port, new URL(b.base).port]));
  });

  it('delivers a notification once though both processes poll the queue', async () => {
    const [staff] = await handle.db.select().from(users).where(eq(users.username, 'staff'));
    const [me] = await handle.db.select().from(users).where(eq(users.mobile, DEMO_MOBILE));
    await handle.db
      .insert(notificationPrefs)
      .values({ userId: me.id, siteId: me.siteId, prefs: { ...DEFAULT_PREFS, parcel: { wechat: false, sms: true, email: false } } })
      .onConflictDoUpdate({
        target: notificationPrefs.userId,
        set: { prefs: { ...DEFAULT_PREFS, parcel: { wechat: false, sms: true, email: false } } },
      });
    const numbers = ['SCALEOUT0001', 'SCALEOUT0002', 'SCALEOUT0003', 'SCALEOUT0004'];
    await handle.db
      .insert(parcels)
      .values(
        numbers.map((trackingNo) => ({ siteId: me.siteId, userId: me.id, status: 'declared' as const, trackingNo, courier: 'NZ Post' })),
      );
    const staffLogin = await fetch(`${proxy.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', account: staff.username, password: DEMO_PASSWORD }),
    });
    const staffToken = ((await staffLogin.json()) as { data: { token: string } }).data.token;
    for (const no of numbers)
      expect((await call('POST', '/staff/parcel/checkin', staffToken, { tracking_no: no, weight_g: 500 })).data.result).toBe('matched');
    let rows: (typeof notificationOutbox.$inferSelect)[] = [];
    for (let i = 0; i < 120; i++) {
      rows = await handle.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, me.id));
      if (rows.length === numbers.length + 1 && rows.every((r) => r.status === 'sent')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // One row per checked-in parcel, and the waybill paid above: each sent by one process, on the first attempt.
    expect(
      rows
        .filter((r) => r.event === 'parcel.checked_in')
        .map((r) => r.payload.no)
        .sort(),
    ).toEqual(numbers);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['sent', 1]));
    expect(texts).toBe(rows.length);
  });

  it('drains on SIGTERM: an upload still arriving and a delivery in flight both finish, then the process exits 0', async () => {
    const login = await fetch(`${a.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', account: DEMO_MOBILE, password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    // Only process a polls from here: b stops first, so the delivery below is a's.
    await b.stop();
    const [me] = await handle.db.select().from(users).where(eq(users.mobile, DEMO_MOBILE));
    await handle.db
      .insert(parcels)
      .values({ siteId: me.siteId, userId: me.id, status: 'declared', trackingNo: 'SCALEOUTDRAIN', courier: 'NZ Post' });
    const staffLogin = await fetch(`${a.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', account: 'staff', password: DEMO_PASSWORD }),
    });
    const staffToken = ((await staffLogin.json()) as { data: { token: string } }).data.token;
    const sending = new Promise<void>((resolve) => smsArrived.push(resolve));
    await fetch(`${a.base}/api/staff/parcel/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': staffToken },
      body: JSON.stringify({ tracking_no: 'SCALEOUTDRAIN', weight_g: 500 }),
    });
    await sending; // the delivery job is waiting on the (slow) SMS provider

    const upload = form([{ name: 'file', value: await testPhoto('png', 80, 80), filename: 'late.png', type: 'image/png' }]);
    const port = Number(new URL(a.base).port);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/upload/image',
          method: 'POST',
          headers: { 'x-token': token, 'content-type': upload.type, 'content-length': upload.body.length },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write(upload.body.subarray(0, 100)); // headers and the start of the body: the request is in flight
      setTimeout(() => req.end(upload.body.subarray(100)), 700);
    });
    await new Promise((r) => setTimeout(r, 200));
    const exited = a.terminate();
    const uploaded = await answer;
    expect(uploaded.status).toBe(200);
    expect(JSON.parse(uploaded.body).data.url).toMatch(/\/api\/files\/[A-Za-z0-9_-]{24}\.png$/);
    expect(await exited).toBe(0);
    const [row] = await handle.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.userId} = ${me.id} and ${notificationOutbox.payload} ->> 'no' = 'SCALEOUTDRAIN'`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
