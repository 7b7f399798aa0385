/** The places provider: Google Places (New) when PLACES_PROVIDER=google, else the offline datasets. */
import type { Config } from '../../config';
import { GooglePlaces } from './google';
import { OfflinePlaces } from './offline';
import type { PlacesProvider } from './types';

export * from './types';

let offline: OfflinePlaces | undefined;

export function createPlacesProvider(config: Pick<Config, 'places'>): PlacesProvider {
  if (config.places.provider === 'google') return new GooglePlaces(config.places.baseUrl, config.places.apiKey);
  // One per process: the datasets are loaded once and shared by every app instance.
  offline ??= new OfflinePlaces();
  return offline;
}
