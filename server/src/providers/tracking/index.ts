/** Carrier tracking: 17TRACK when TRACKING_PROVIDER=17track, else the dev adapter (no events). */
import type { Config } from '../../config';
import { DevTracking } from './dev';
import { SeventeenTrack } from './seventeen-track';
import type { TrackingProvider } from './types';

export * from './types';

export function createTrackingProvider(config: Pick<Config, 'tracking'>): TrackingProvider {
  const tracking = config.tracking;
  if (tracking.provider === '17track') return new SeventeenTrack(tracking.baseUrl, tracking.token);
  return new DevTracking();
}
