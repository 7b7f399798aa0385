/** A carrier tracking provider: the events a carrier published for one of its tracking numbers. */
export interface CarrierEvent {
  time: Date;
  place: string;
  text: string;
  /** Stable across fetches, so storing the same event twice is recognised (dedupe). */
  externalId: string;
}

export interface TrackingProvider {
  readonly name: string;
  /** Throws a ProviderError when the provider refuses or fails. */
  fetchEvents(carrierCode: string, trackingNo: string): Promise<CarrierEvent[]>;
}
