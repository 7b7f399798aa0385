import { type FakeAnswer, type FakeServer, startFakeServer } from '../../../test/fake-server';
import { ProviderError } from '../../lib/errors';
import { DevTracking } from './dev';
import { SeventeenTrack } from './seventeen-track';

let fake: FakeServer;
let answers: Record<string, FakeAnswer>;
beforeAll(async () => {
  fake = await startFakeServer((request) => answers[request.url.pathname]);
});
afterAll(() => fake.close());

const ok = (data: unknown): FakeAnswer => ({ body: { code: 0, data } });
const provider = () => new SeventeenTrack(fake.url, 'tok');

describe('17TRACK v2.2 adapter', () => {
  it("registers, then reads every provider's events; a carrier name is left for 17TRACK to detect", async () => {
    answers = {
      '/track/v2.2/register': ok({ accepted: [{ number: 'EMS123', carrier: 3011 }], rejected: [] }),
      '/track/v2.2/gettrackinfo': ok({
        accepted: [
          {
            number: 'EMS123',
            track_info: {
              tracking: {
                providers: [
                  {
                    events: [
                      { time_iso: '2026-06-03T09:15:00+08:00', location: '上海', description: '已揽收' },
                      { time_iso: 'not a time', description: 'skipped' },
                    ],
                  },
                  { events: [{ time_utc: '2026-06-05T01:00:00Z', location: null, description: '已签收' }] },
                ],
              },
            },
          },
        ],
        rejected: [],
      }),
    };
    const seen = fake.requests.length;
    const events = await provider().fetchEvents('EMS', 'EMS123');
    expect(events.map((e) => [e.time.toISOString(), e.place, e.text])).toEqual([
      ['2026-06-03T01:15:00.000Z', '上海', '已揽收'],
      ['2026-06-05T01:00:00.000Z', '', '已签收'],
    ]);
    expect(new Set(events.map((e) => e.externalId)).size).toBe(2);
    const [register, info] = fake.requests.slice(seen);
    expect(register.method).toBe('POST');
    expect(register.headers['17token']).toBe('tok');
    expect(JSON.parse(info.body)).toEqual([{ number: 'EMS123' }]);
    // The same events fetched again carry the same ids (the dedupe depends on it).
    expect((await provider().fetchEvents('EMS', 'EMS123')).map((e) => e.externalId)).toEqual(events.map((e) => e.externalId));
  });

  it('turns rejections, error codes and HTTP failures into ProviderErrors', async () => {
    answers = {
      '/track/v2.2/register': ok({
        accepted: [],
        rejected: [{ number: 'X1', error: { code: -18019903, message: 'carrier cannot be detected' } }],
      }),
      '/track/v2.2/gettrackinfo': ok({ accepted: [], rejected: [] }),
    };
    await expect(provider().fetchEvents('1', 'X1')).rejects.toThrow(ProviderError);
    answers['/track/v2.2/register'] = { body: { code: -18010002, data: { errors: [{ code: -18010002, message: 'invalid token' }] } } };
    await expect(provider().fetchEvents('1', 'X1')).rejects.toMatchObject({ providerCode: -18010002 });
    answers['/track/v2.2/register'] = { status: 503, body: 'busy' };
    await expect(provider().fetchEvents('1', 'X1')).rejects.toThrow(/HTTP 503/);
  });

  it('the dev adapter reports nothing', async () => {
    expect(await new DevTracking().fetchEvents()).toEqual([]);
  });
});
