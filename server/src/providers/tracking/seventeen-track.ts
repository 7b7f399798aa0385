/**
 * 17TRACK Tracking API v2.2. Every call is `POST {baseUrl}/track/v2.2/<action>` with the header `17token`
 * and a JSON array body `[{number, carrier?}]`; the answer is `{code, data: {accepted: [...], rejected:
 * [{number, error: {code, message}}]}}` (code 0 = the request itself was fine).
 *
 * A number must be registered before it has track info: `register` first (a number registered already
 * comes back rejected with -18019901, which is fine), then `gettrackinfo`, whose accepted item carries
 * `track_info.tracking.providers[].events[]` with `time_iso`, `time_utc`, `location`, `description`.
 * 17TRACK events have no id of their own: the external id is a hash of time, place and text.
 *
 * `carrier`: 17TRACK's numeric carrier key. A numeric carrier code is passed as it is; a name ("SF",
 * "EMS") is left out and 17TRACK detects the carrier from the number.
 */
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import { eventHash } from './hash';
import type { CarrierEvent, TrackingProvider } from './types';

const ALREADY_REGISTERED = -18019901;

interface Rejected {
  number?: string;
  error?: { code?: number; message?: string };
}

interface ProviderEvent {
  time_iso?: string;
  time_utc?: string;
  location?: string | null;
  description?: string;
}

export class SeventeenTrack implements TrackingProvider {
  readonly name = '17track';

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async fetchEvents(carrierCode: string, trackingNo: string): Promise<CarrierEvent[]> {
    const item = /^\d+$/.test(carrierCode) ? { number: trackingNo, carrier: Number(carrierCode) } : { number: trackingNo };
    const registered = await this.call('register', [item]);
    refuseRejected(registered.rejected, [ALREADY_REGISTERED]);
    const info = await this.call('gettrackinfo', [item]);
    refuseRejected(info.rejected, []);
    return (info.accepted ?? []).flatMap((accepted) => eventsOf(accepted));
  }

  private async call(action: string, body: unknown): Promise<{ accepted?: Record<string, unknown>[]; rejected?: Rejected[] }> {
    const { status, text } = await fetchText('17track', `${this.baseUrl}/track/v2.2/${action}`, {
      method: 'POST',
      headers: { '17token': this.token, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (status < 200 || status >= 300) throw new ProviderError(`17track ${action}: HTTP ${status}: ${text.slice(0, 200)}`);
    const answer = parseJson('17track', text);
    if (answer.code !== 0) {
      const code = typeof answer.code === 'number' ? answer.code : undefined;
      throw new ProviderError(`17track ${action}: code ${String(answer.code)}: ${JSON.stringify(answer.data ?? '').slice(0, 200)}`, code);
    }
    return (answer.data ?? {}) as { accepted?: Record<string, unknown>[]; rejected?: Rejected[] };
  }
}

function refuseRejected(rejected: Rejected[] | undefined, fine: number[]): void {
  const bad = (rejected ?? []).find((r) => !fine.includes(r.error?.code ?? 0));
  if (bad) throw new ProviderError(`17track: ${bad.number} rejected: ${bad.error?.code} ${bad.error?.message ?? ''}`, bad.error?.code);
}

function eventsOf(accepted: Record<string, unknown>): CarrierEvent[] {
  const tracking = (accepted.track_info as { tracking?: { providers?: { events?: ProviderEvent[] }[] } } | undefined)?.tracking;
  const events = (tracking?.providers ?? []).flatMap((p) => p.events ?? []);
  return events.flatMap((e) => {
    const time = new Date(e.time_iso ?? e.time_utc ?? '');
    const text = (e.description ?? '').trim();
    if (Number.isNaN(time.getTime()) || !text) return [];
    const place = (e.location ?? '').trim();
    return [{ time, place, text, externalId: eventHash(time, place, text) }];
  });
}
