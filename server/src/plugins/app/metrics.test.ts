import { sql } from 'drizzle-orm';
import { get, startApp, type TestApp } from '../../../test/helpers';
import { DEAD_LETTER } from '../../modules/jobs/queue';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in a Prometheus text answer (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers only with the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(await scrape()).toContain('process_cpu_seconds_total');
  });

  it('moves the latency histogram of the route template a request took', async () => {
    const series = 'http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}';
    const before = sample(await scrape(), series);
    await get(t, '/api/health');
    await get(t, '/api/health');
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 2);
    expect(sample(after, 'http_requests_total{route="/api/health",method="GET",status="200"}')).toBe(before + 2);
  });

  it('counts refused sign-ins', async () => {
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'account', account: 'nobody', password: 'Wrong12345' } });
    expect(await scrape()).toMatch(/^sign_in_failures_total\{route="\/api\/login",status="\d+"\} 1$/m);
  });

  it('shows a dead job and the job queue by queue and state', async () => {
    expect(sample(await scrape(), 'job_queue_dead_letters')).toBe(0);
    // What pg-boss does when a job fails its last retry: the job again, on the dead-letter queue.
    await t.db.execute(
      sql`insert into pgboss.job (name, data) values (${DEAD_LETTER}, ${JSON.stringify({ queue: 'notify', data: {} })}::jsonb)`,
    );
    const text = await scrape();
    expect(sample(text, 'job_queue_dead_letters')).toBe(1);
    expect(sample(text, `job_queue_jobs{queue="${DEAD_LETTER}",state="created"}`)).toBe(1);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('answers no metrics, whatever the token', async () => {
    const t = await startApp();
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.body).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });
});
