import { PassThrough } from 'node:stream';
import { startApp, type TestApp } from '../../../test/helpers';

/** The JSON lines the app's logger really wrote. */
function logLines(stream: PassThrough): () => Record<string, unknown>[] {
  let text = '';
  stream.on('data', (chunk) => (text += chunk));
  return () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
}

describe('request ids', () => {
  let t: TestApp;
  let lines: () => Record<string, unknown>[];
  beforeAll(async () => {
    const logStream = new PassThrough();
    lines = logLines(logStream);
    t = await startApp({ env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => t.close());

  it('gives every answer an id in X-Request-Id, and every log line of the request carries it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = first.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    const mine = lines().filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("takes the load balancer's X-Request-Id when it is a sane one, and makes its own otherwise", async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a:0001' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a:0001');
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
  });

  it('repeats the id in error envelopes (the code the app offers to quote), zh and en alike', async () => {
    for (const lang of ['zh-cn', 'en']) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-lang': lang }, payload: { type: 'account' } });
      const body = JSON.parse(answer.body);
      expect(body.status).toBe(40001);
      expect(body.request_id).toBe(answer.headers['x-request-id']);
      expect(lines().some((l) => l.reqId === body.request_id && l.msg === 'request completed')).toBe(true);
    }
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(JSON.parse(badUrl.body).request_id).toBe(badUrl.headers['x-request-id']);
  });
});
