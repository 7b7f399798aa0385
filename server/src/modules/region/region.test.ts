import { gunzipSync } from 'node:zlib';
import { get, startApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface Node {
  code: string;
  name: string;
  children?: Node[];
  has_children?: boolean;
}

const tree = async (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/order/citys/lst', headers });

describe('the China region tree', () => {
  it("is consistent: every code is six digits, unique, and starts with its parent's", async () => {
    const answer = (await get(t, '/api/order/citys/lst')).body;
    expect(answer.status).toBe(200);
    const provinces: Node[] = answer.data;
    expect(provinces).toHaveLength(31);
    const codes = new Set<string>();
    let districts = 0;
    for (const p of provinces) {
      expect(p.code).toMatch(/^\d{2}0000$/);
      expect(p.children!.length).toBeGreaterThan(0);
      for (const c of p.children!) {
        expect(c.code).toMatch(new RegExp(`^${p.code.slice(0, 2)}\\d{2}00$`));
        for (const d of c.children ?? []) {
          expect(d.code).toMatch(new RegExp(`^${c.code.slice(0, 4)}\\d{2}$`));
          expect(d.code.endsWith('00')).toBe(false);
          expect(d.name.trim()).not.toBe('');
          districts++;
          codes.add(d.code);
        }
        codes.add(c.code);
      }
      codes.add(p.code);
    }
    expect(districts).toBeGreaterThan(2800);
    expect(codes.size).toBe(31 + provinces.reduce((n, p) => n + p.children!.length, 0) + districts);
    expect(provinces.map((p) => p.name)).not.toContain('台湾省');
    expect(provinces.map((p) => p.name)).not.toContain('香港特别行政区');
    const beijing = provinces.find((p) => p.name === '北京市')!;
    expect(beijing.children!.map((c) => c.name)).toEqual(['北京市']);
    expect(beijing.children![0].children!.map((d) => d.name)).toContain('朝阳区');
    const guangzhou = provinces.find((p) => p.name === '广东省')!.children!.find((c) => c.name === '广州市')!;
    expect(guangzhou.children!.find((d) => d.name === '天河区')!.code).toBe('440106');
  });

  it('is cacheable: gzipped, an ETag per language, 304 when unchanged', async () => {
    const plain = await tree();
    const zipped = await tree({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(40 * 1024);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.headers['cache-control']).toMatch(/public, max-age=86400/);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/);

    const etag = String(plain.headers.etag);
    const again = await tree({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const en = await tree({ 'x-lang': 'en' });
    expect(JSON.parse(en.body).msg).toBe('OK');
    expect(en.headers.etag).not.toBe(etag);
    expect((await tree({ 'x-lang': 'en', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers one level with ?parent', async () => {
    const provinces = (await get(t, '/api/order/citys/lst?parent=0')).body.data as Node[];
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市', has_children: true });
    const cities = (await get(t, '/api/order/citys/lst?parent=440000')).body.data as Node[];
    expect(cities.find((c) => c.name === '深圳市')).toEqual({ code: '440300', name: '深圳市', has_children: true });
    const districts = (await get(t, '/api/order/citys/lst?parent=440300')).body.data as Node[];
    expect(districts.find((d) => d.name === '南山区')).toEqual({ code: '440305', name: '南山区', has_children: false });
  });

  it('names the parent when it is unknown or malformed', async () => {
    expect((await get(t, '/api/order/citys/lst?parent=999999')).body).toEqual({ status: 40001, msg: '上级地区不存在,请从列表中选择' });
    expect((await get(t, '/api/order/citys/lst?parent=abc', { lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'parent region: invalid format',
    });
  });
});
