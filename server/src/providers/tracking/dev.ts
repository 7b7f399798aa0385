/** Development and tests without a provider: no carrier ever reports anything. */
import type { CarrierEvent, TrackingProvider } from './types';

export class DevTracking implements TrackingProvider {
  readonly name = 'dev';

  async fetchEvents(): Promise<CarrierEvent[]> {
    return [];
  }
}
