import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApp, type TestApp } from '../../../test/helpers';

describe('the office console at /admin/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('says how to build it when there is no build', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/admin/waybills' });
    expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(answer.body).toContain('npm run build:admin');
  });

  it('serves its build: index.html for every page path, hashed assets cached for a year', async () => {
    const dist = path.join(t.dataDir, 'admin-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/admin/assets/index-D60ImQmj.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-D60ImQmj.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const built = await startApp({ env: { ADMIN_DIST: dist } });
    try {
      const get = (url: string) => built.app.inject({ method: 'GET', url });
      for (const url of ['/admin/', '/admin/waybills', '/admin/waybills?status=pending_pack&page=2']) {
        const page = await get(url);
        expect([url, page.statusCode, page.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
        expect(page.body).toContain('<div id="root">');
      }
      const redirect = await get('/admin');
      expect([redirect.statusCode, redirect.headers.location]).toEqual([302, '/admin/']);
      const script = await get('/admin/assets/index-D60ImQmj.js');
      expect([script.statusCode, script.body, script.headers['cache-control']]).toEqual([
        200,
        'console.log(1)',
        'public, max-age=31536000, immutable',
      ]);
      expect(script.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect((await get('/admin/favicon.svg')).headers['cache-control']).toBe('no-cache');
      expect((await get('/admin/assets/missing.js')).statusCode).toBe(404);
      // The API and the H5 app's paths are not the console's.
      expect((await get('/api/health')).json().status).toBe(200);
      expect((await get('/pages/home/index')).body).not.toContain('<div id="root">');
    } finally {
      await built.close();
    }
  });
});
