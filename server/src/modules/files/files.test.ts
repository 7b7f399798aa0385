import { deflateSync } from 'node:zlib';
import { answerOf, get, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { UPLOAD_LIMIT_BYTES } from './limits';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  ({ token } = await registerUser(t));
});
afterAll(() => t.close());

/** A real 1x1 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----parcel-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  content: Buffer,
  options: { filename?: string; type?: string; field?: string; lang?: string; auth?: string | null } = {},
) {
  const form = multipart(options.field ?? 'file', options.filename ?? 'photo.png', options.type ?? 'image/png', content);
  const headers: Record<string, string> = { ...form.headers };
  if (options.auth !== null) headers['x-token'] = options.auth ?? token;
  if (options.lang) headers['x-lang'] = options.lang;
  return answerOf(await t.app.inject({ method: 'POST', url: '/api/upload/image', headers, payload: form.payload }));
}

describe('image upload', () => {
  it('stores a PNG under a random name and serves it back, byte for byte', async () => {
    const image = png();
    const answer = await upload(image);
    expect(answer.body.status).toBe(200);
    const url = new URL(answer.body.data.url);
    expect(url.pathname).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{24}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(image)).toBe(true);

    const edited = await post(t, '/api/user/edit', { wx_header: answer.body.data.url }, { token });
    expect(edited.body.data.wx_header).toBe(answer.body.data.url);
  });

  it('names a stored JPEG by what it is, whatever the file was called', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const answer = await upload(jpeg, { filename: 'photo.png', type: 'image/png' });
    expect(answer.body.data.url).toMatch(/\.jpg$/);
  });

  it('refuses a text file renamed .png', async () => {
    const answer = await upload(Buffer.from('just some text, not an image'), { lang: 'en' });
    expect(answer).toEqual({ http: 200, body: { status: 40001, msg: 'image: only PNG, JPEG and WebP images are accepted' } });
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMIT_BYTES)]);
    const answer = await upload(big);
    expect(answer).toEqual({ http: 200, body: { status: 40001, msg: '图片不能超过 5MB' } });
  });

  it('refuses a request without the file field, a non-multipart body, and a caller without a session', async () => {
    expect((await upload(png(), { field: 'avatar' })).body).toEqual({ status: 40001, msg: '请选择要上传的图片' });
    const json = await post(t, '/api/upload/image', { file: 'x' }, { token, lang: 'en' });
    expect(json.body).toEqual({ status: 40001, msg: 'image: choose an image to upload' });
    expect((await upload(png(), { auth: null })).http).toBe(401);
  });

  it('answers 404 for a file that does not exist and 40001 for a malformed name', async () => {
    const missing = await get(t, '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png');
    expect(missing).toEqual({ http: 404, body: { status: 40004, msg: '文件不存在' } });
    const traversal = await get(t, '/api/files/..%2F..%2Fetc%2Fpasswd', { lang: 'en' });
    expect(traversal.body).toEqual({ status: 40001, msg: 'file name: invalid format' });
  });
});

describe('avatar URL rules', () => {
  it('takes https URLs and our uploads, refuses anything else', async () => {
    expect((await post(t, '/api/user/edit', { wx_header: 'https://thirdwx.qlogo.cn/mmopen/abc/132' }, { token })).body.status).toBe(200);
    for (const bad of ['http://example.com/a.png', 'javascript:alert(1)', 'ftp://x/y.png', '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png']) {
      const answer = await post(t, '/api/user/edit', { wx_header: bad }, { token, lang: 'en' });
      expect(answer.body).toEqual({ status: 40001, msg: 'avatar: must be an image uploaded here or an https URL' });
    }
    expect((await post(t, '/api/user/edit', { wx_header: '' }, { token })).body.data.wx_header).toBe('');
  });

  it("refuses another user's upload given as a plain http URL of this server", async () => {
    const mine = await upload(png());
    const other = await registerUser(t);
    const answer = await post(t, '/api/user/edit', { wx_header: mine.body.data.url }, { token: other.token });
    expect(answer.body.status).toBe(40001);
  });
});
