import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { agreementSignatures, privateFiles, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { fetchLink } from '../address/test-support';
import { requireSignedAgreement } from './service';
import { blankCanvas, drawnSignature, filePart, sign, versionPart } from './test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  t.clock.now = new Date('2026-06-01T00:00:00Z'); // 2026-06-01 noon in Auckland: version 2026.1 (from 2026-01-01) is in force
  admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
});
afterAll(() => t.close());

/** 2026-06-01 12:00:00: June is winter time (UTC+12) in Auckland. */
const nzTime = (at: Date) => new Date(at.getTime() + 12 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function customer() {
  const { token, mobile } = await registerUser(t);
  const [row] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { token, mobile, user: row };
}

async function gateError(user: typeof users.$inferSelect): Promise<ApiError | undefined> {
  return requireSignedAgreement(t.app.deps, user).then(
    () => undefined,
    (err: ApiError) => err,
  );
}

async function pdfOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/sign/pdf', headers: { 'x-token': token } });
  return { response, bytes: response.rawPayload };
}

const rowsOf = (userId: number) => t.db.select().from(agreementSignatures).where(eq(agreementSignatures.userId, userId));
const filesOf = (userId: number) => t.db.select().from(privateFiles).where(eq(privateFiles.userId, userId));
const privateDirFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'private')).sort();
  } catch {
    return [];
  }
};

describe('signing the transport agreement', () => {
  it('gates, signs, and serves a PDF whose text is the agreement with the customer in it', async () => {
    const { token, user, mobile } = await customer();

    const before = await get(t, '/api/sign/status', { token });
    expect(before.body.data).toEqual({
      current_version: '2026.1',
      effective_at: '2026-01-01',
      signed: false,
      signed_version: null,
      signed_at: null,
      pdf_url: null,
      pdf_url_expires_at: null,
    });
    const gate = await gateError(user);
    expect(gate?.status).toBe(42001);
    expect(gate?.translate('zh-cn')).toBe('请先签署最新版运输协议');
    expect(gate?.translate('en')).toBe('Please sign the current transport agreement first');

    const signed = await sign(t, token, [versionPart('2026.1'), filePart(await drawnSignature())]);
    expect(signed.body).toMatchObject({ status: 200, msg: '签署成功', data: { version: '2026.1', signed_at: t.clock.now.toISOString() } });
    expect(nzTime(t.clock.now)).toMatch(/^2026-06-01 12:/);
    expect(signed.body.data.document_no).toMatch(/^TA-NZ-20260601-[A-Z2-9]{8}$/);

    const status = (await get(t, '/api/sign/status', { token })).body.data;
    expect(status).toMatchObject({
      current_version: '2026.1',
      signed: true,
      signed_version: '2026.1',
      signed_at: t.clock.now.toISOString(),
    });
    expect(status.pdf_url).toMatch(/\/api\/private-files\/[A-Za-z0-9_-]{24}\.pdf\?expires=\d+&sig=/);
    await expect(requireSignedAgreement(t.app.deps, user)).resolves.toBeUndefined();

    const { response, bytes } = await pdfOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="transport-agreement-2026\.1-TA-NZ-/);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [row] = await rowsOf(user.id);
    expect(row.pdfSha256).toBe(sha256(bytes));
    expect(signed.body.data.pdf_sha256).toBe(sha256(bytes));
    expect(row).toMatchObject({
      siteId: user.siteId,
      version: '2026.1',
      signerName: user.nickname,
      signerMobile: mobile,
      memberCode: user.memberCode,
      userAgent: 'jest-agreement',
      lang: 'zh-cn',
    });

    const text = await pdfText(bytes);
    for (const expected of [
      '国际包裹转运服务协议',
      '版本:2026.1',
      '生效日期:2026-01-01',
      '3. 如实申报义务',
      '客户须如实、完整地申报每一件物品的品名',
      `会员号:${user.memberCode}`,
      `客户:${user.nickname}`,
      '手机号:21****',
      `签署时间:${nzTime(row.signedAt)} (Pacific/Auckland, GMT+12:00)`,
      `文档编号 ${row.documentNo}`,
      '3. 如实申报义务\n3.1 客户须如实',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/第\s*1\s*\/\s*[3-9]\s*页/); // every page numbered
    expect(text).not.toContain(mobile.slice(-7)); // the full number is never printed

    // The weapp's link needs no token and serves the same bytes.
    const linked = await fetchLink(t, status.pdf_url);
    expect(linked.statusCode).toBe(200);
    expect(linked.headers['content-type']).toBe('application/pdf');
    expect(linked.headers['content-disposition']).toBe(`inline; filename="agreement-${row.documentNo}.pdf"`);
    expect(sha256(linked.rawPayload)).toBe(row.pdfSha256);
  });

  it('prints the PDF in English for a customer who read the English text', async () => {
    const { token, user } = await customer();
    const signed = await sign(t, token, [filePart(await drawnSignature()), versionPart('2026.1')], 'en'); // file first this time
    expect(signed.body).toMatchObject({ status: 200, msg: 'Agreement signed' });
    const text = await pdfText((await pdfOf(token)).bytes);
    for (const expected of [
      'International Parcel Forwarding Service Agreement',
      'Duty to declare truthfully',
      `Member code: ${user.memberCode}`,
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('refused signatures', () => {
  const cases: [string, () => Promise<Parameters<typeof sign>[2]>, number, string, string][] = [
    ['no file', async () => [versionPart('2026.1')], 40001, '请选择要上传的签名', 'signature: choose an image to upload'],
    ['no version', async () => [filePart(await drawnSignature())], 40001, '请填写协议版本', 'agreement version: required'],
    [
      'a JPEG',
      async () => [
        versionPart('2026.1'),
        filePart(
          await require('sharp')({ create: { width: 300, height: 120, channels: 3, background: '#000' } })
            .jpeg()
            .toBuffer(),
          'image/jpeg',
        ),
      ],
      40001,
      '签名须为 PNG 图片',
      'signature: must be a PNG image',
    ],
    [
      'a file that only starts like a PNG',
      async () => [
        versionPart('2026.1'),
        filePart(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)])),
      ],
      40001,
      '签名须为 PNG 图片',
      'signature: must be a PNG image',
    ],
    [
      'a blank canvas',
      async () => [versionPart('2026.1'), filePart(await blankCanvas())],
      40001,
      '签名为空,请先在签名区书写',
      'signature: empty, draw your signature first',
    ],
    [
      'white ink on a transparent canvas',
      async () => [versionPart('2026.1'), filePart(await drawnSignature(600, 240, '#ffffff'))],
      40001,
      '签名为空,请先在签名区书写',
      'signature: empty, draw your signature first',
    ],
    [
      'a 20 px high strip',
      async () => [versionPart('2026.1'), filePart(await drawnSignature(600, 20))],
      40001,
      '签名尺寸不合适,请重新签名',
      'signature: the image size is wrong, please sign again',
    ],
    [
      'a file over 2 MB',
      async () => [versionPart('2026.1'), filePart(Buffer.concat([await drawnSignature(), Buffer.alloc(2 * 1024 * 1024)]))],
      40001,
      '签名不能超过 2MB',
      'signature: at most 2 MB',
    ],
    [
      'a version no longer in force',
      async () => [versionPart('2025.9'), filePart(await drawnSignature())],
      42009,
      '运输协议已更新为 2026.1 版,请重新阅读后再签署',
      'The transport agreement has changed to version 2026.1: please read it again before signing',
    ],
    [
      'a version too long',
      async () => [versionPart('9'.repeat(41)), filePart(await drawnSignature())],
      40001,
      '协议版本不能超过40个字符',
      'agreement version: at most 40 characters',
    ],
  ];

  it.each(cases)('%s: named in both languages, nothing written', async (_name, parts, status, zh, en) => {
    const { token, user } = await customer();
    const filesBefore = privateDirFiles();
    expect((await sign(t, token, await parts())).body).toEqual({ status, msg: zh });
    expect((await sign(t, token, await parts(), 'en')).body).toEqual({ status, msg: en });
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await filesOf(user.id)).toHaveLength(0);
    expect(privateDirFiles()).toEqual(filesBefore);
    expect((await get(t, '/api/sign/status', { token })).body.data.signed).toBe(false);
  });

  it('needs a session', async () => {
    expect((await get(t, '/api/sign/status')).body.status).toBe(40000);
    expect((await get(t, '/api/sign/pdf')).body.status).toBe(40000);
  });
});

describe('one signature per customer and version', () => {
  it('answers the first signature to a repeat and to two signs at once, keeping one row and one PDF', async () => {
    const { token, user } = await customer();
    const filesBefore = privateDirFiles();
    const png = await drawnSignature();
    const [a, b] = await Promise.all([
      sign(t, token, [versionPart('2026.1'), filePart(png)]),
      sign(t, token, [versionPart('2026.1'), filePart(await drawnSignature(640, 260))]),
    ]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(b.body.data.pdf_sha256).toBe(a.body.data.pdf_sha256);
    const again = await sign(t, token, [versionPart('2026.1'), filePart(png)]);
    expect(again.body.data).toMatchObject({ id: a.body.data.id, document_no: a.body.data.document_no });

    expect(await rowsOf(user.id)).toHaveLength(1);
    expect((await filesOf(user.id)).map((f) => f.purpose).sort()).toEqual(['agreement_pdf', 'signature']);
    expect(privateDirFiles().length - filesBefore.length).toBe(2); // the loser's files were removed
    expect(sha256((await pdfOf(token)).bytes)).toBe(a.body.data.pdf_sha256);
  });
});

describe("another customer's agreement", () => {
  it('is never served', async () => {
    const signer = await customer();
    await sign(t, signer.token, [versionPart('2026.1'), filePart(await drawnSignature())]);
    const other = await customer();
    const { response } = await pdfOf(other.token);
    expect(JSON.parse(response.body)).toEqual({
      status: 40004,
      msg: '您还没有签署运输协议',
      request_id: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect((await get(t, '/api/sign/status', { token: other.token })).body.data).toMatchObject({
      signed: false,
      signed_version: null,
      pdf_url: null,
    });
    expect(await gateError(other.user)).toBeInstanceOf(ApiError);
  });
});

describe('a new version of the agreement', () => {
  it('needs signing again: status and gate say so, the old version is refused, the new one passes', async () => {
    const { token, user } = await customer();
    await sign(t, token, [versionPart('2026.1'), filePart(await drawnSignature())]);
    await expect(requireSignedAgreement(t.app.deps, user)).resolves.toBeUndefined();

    const draft = await post(
      t,
      '/api/admin/article/create',
      {
        key: 'transport_protocol',
        version: '2026.2',
        effective_on: '2026-06-01',
        title_zh: '国际包裹转运服务协议(2026年6月修订)',
        title_en: 'Service Agreement (June 2026)',
        sections: [
          {
            no: 1,
            title_zh: '保价',
            title_en: 'Insurance',
            body_zh: '保价费率调整为申报价值的3%。',
            body_en: 'Insurance costs 3% of the declared value.',
            route: null,
          },
        ],
      },
      { token: admin },
    );
    expect((await post(t, `/api/admin/article/update/${draft.body.data.id}`, { published: true }, { token: admin })).body.status).toBe(200);

    expect((await get(t, '/api/sign/status', { token })).body.data).toMatchObject({
      current_version: '2026.2',
      effective_at: '2026-06-01',
      signed: false,
      signed_version: '2026.1',
    });
    expect((await gateError(user))?.status).toBe(42001);
    expect((await sign(t, token, [versionPart('2026.1'), filePart(await drawnSignature())])).body).toEqual({
      status: 42009,
      msg: '运输协议已更新为 2026.2 版,请重新阅读后再签署',
    });

    const signed = await sign(t, token, [versionPart('2026.2'), filePart(await drawnSignature())]);
    expect(signed.body.data.version).toBe('2026.2');
    await expect(requireSignedAgreement(t.app.deps, user)).resolves.toBeUndefined();
    expect((await get(t, '/api/sign/status', { token })).body.data).toMatchObject({
      current_version: '2026.2',
      signed: true,
      signed_version: '2026.2',
    });
    const text = await pdfText((await pdfOf(token)).bytes);
    expect(text).toContain('保价费率调整为申报价值的3%');
    expect(await rowsOf(user.id)).toHaveLength(2); // the 2026.1 signature stays on record
  });
});
