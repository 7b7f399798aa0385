/** Folding text for matching, and the offline provider's place ids. */
import type { PlaceCountry } from './types';

/** Lower case without accents: "Ōtāhuhu" -> "otahuhu". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Stable across restarts and dataset reloads: country, postcode and suburb ("NZ-1011-ponsonby"). */
export function offlinePlaceId(country: PlaceCountry, postcode: string, suburb: string): string {
  return `${country}-${postcode}-${fold(suburb)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
