import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get, post, startApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('the API surface', () => {
  it('GET /api/health answers ok with the database kind and version', async () => {
    const answer = await get(t, '/api/health');
    expect(answer.body).toEqual({
      status: 200,
      msg: '成功',
      data: {
        ok: true,
        db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        version: '1.0.0',
        checks: { db: true, storage: true, queue: true },
      },
    });
  });

  it('splits liveness from readiness: a file store that cannot be reached takes the process out of rotation', async () => {
    expect((await get(t, '/api/health/live')).body.data).toEqual({ ok: true, version: '1.0.0' });
    const { storage } = t.app.deps;
    t.app.deps.storage = { ...storage, kind: storage.kind, check: () => Promise.reject(new Error('bucket unreachable')) };
    try {
      const ready = await get(t, '/api/health/ready');
      expect(ready.http).toBe(503);
      expect(ready.body.data).toMatchObject({ ok: false, checks: { db: true, storage: false, queue: true } });
      expect((await get(t, '/api/health/live')).http).toBe(200);
    } finally {
      t.app.deps.storage = storage;
    }
    expect((await get(t, '/api/health/ready')).http).toBe(200);
  });

  it('serves the OpenAPI document with every route and its schema', async () => {
    const doc = (await get(t, '/api/docs/json')).body;
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/get_captcha',
      '/api/mobile/register',
      '/api/login',
      '/api/wxh5login',
      '/api/wxlogin',
      '/api/bind_account',
      '/api/user/edit',
    ]) {
      const schema = doc.paths[route].post.requestBody.content['application/json'].schema;
      expect(schema.properties ?? schema.oneOf).toBeDefined();
    }
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.oneOf).toHaveLength(2);
    for (const route of ['/api/user/info', '/api/login_out', '/api/health', '/api/staff/me', '/api/files/{name}']) {
      expect(doc.paths[route].get).toBeDefined();
    }
    expect(doc.paths['/api/upload/image'].post.requestBody.content['multipart/form-data']).toBeDefined();
  });

  it("compiles every route's schemas without an error (the server compiles each at its route's first request)", () => {
    expect(() => t.app.compileSchemas()).not.toThrow();
  });

  it("answers an unknown /api route with 40004 in the caller's language", async () => {
    expect(await get(t, '/api/nope')).toEqual({ http: 404, body: { status: 40004, msg: '接口不存在' } });
    expect((await post(t, '/api/user/info', {}, { lang: 'en' })).body).toEqual({ status: 40004, msg: 'No such API' });
  });

  it('answers a body that is not JSON with 40001, never a 500', async () => {
    const cases = [
      { 'content-type': 'application/json', payload: '{"mobile": ' },
      { 'content-type': 'application/json', payload: '' },
      { 'content-type': 'text/plain', payload: 'mobile=1' },
      { 'content-type': 'application/json', payload: '{"__proto__": {"admin": true}}' },
      { 'content-type': 'application/json', payload: '"just a string"' },
      { 'content-type': 'application/json', payload: '[1,2]' },
    ];
    for (const { payload, ...headers } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/get_captcha', headers: { ...headers, 'x-lang': 'en' }, payload });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toEqual({
        status: 40001,
        msg: expect.stringMatching(/^request body: /),
        request_id: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    }
  });

  it('answers an unexpected fault with HTTP 500 and 50000, without details', async () => {
    const broken = await startApp();
    try {
      broken.app.deps.db = undefined as never; // every query now throws a TypeError
      const answer = await post(broken, '/api/get_captcha', { mobile: '+64211234567', scene: 'login' }, { lang: 'en' });
      expect(answer).toEqual({ http: 500, body: { status: 50000, msg: 'Something went wrong on our side, please try again later' } });
    } finally {
      await broken.close();
    }
  });
});

describe('the H5 app', () => {
  it('says how to build it when there is no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pages/home/index' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build:h5');
  });

  it('serves files from the build and falls back to index.html for page paths', async () => {
    const dist = path.join(t.dataDir, 'dist');
    mkdirSync(path.join(dist, 'js'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
    writeFileSync(path.join(dist, 'js', 'app.js'), 'console.log(1)');
    const h5 = await startApp({ env: { H5_DIST: dist } });
    try {
      const page = (url: string) => h5.app.inject({ method: 'GET', url });
      expect((await page('/')).body).toContain('id="app"');
      expect((await page('/pages/login/index?from=share')).body).toContain('id="app"');
      const script = await page('/js/app.js');
      expect([script.statusCode, script.body, script.headers['content-type']]).toEqual([
        200,
        'console.log(1)',
        'application/javascript; charset=utf-8',
      ]);
      expect((await page('/js/missing.js')).statusCode).toBe(404);
      expect(JSON.parse((await page('/api/unknown')).body)).toEqual({
        status: 40004,
        msg: '接口不存在',
        request_id: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    } finally {
      await h5.close();
    }
  });
});
