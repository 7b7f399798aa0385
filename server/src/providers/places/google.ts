/**
 * Google Places API (New): Autocomplete `POST {base}/v1/places:autocomplete` and Place Details
 * `GET {base}/v1/places/{id}`, key in `X-Goog-Api-Key`, the details' fields in `X-Goog-FieldMask`.
 * Suggestions carry only text (suburb = main text); postcode, city and region come from the details'
 * addressComponents. Errors answer `{error: {code, message, status}}`.
 */
import type { PlaceDetails, PlaceSuggestion } from '@contract/address';
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import { MAX_SUGGESTIONS, type PlaceCountry, type PlacesProvider } from './types';

export const DETAILS_FIELD_MASK = 'id,formattedAddress,addressComponents,location';

interface Prediction {
  placeId?: string;
  text?: { text?: string };
  structuredFormat?: { mainText?: { text?: string } };
}

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

export class GooglePlaces implements PlacesProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async query(keyword: string, country: PlaceCountry): Promise<PlaceSuggestion[]> {
    const body = {
      input: keyword,
      includedRegionCodes: [country.toLowerCase()],
      // Suburbs, cities and postcodes: a sender's street line is typed, the area is looked up.
      includedPrimaryTypes: ['(regions)'],
      languageCode: 'en',
    };
    const answer = await this.call('places:autocomplete', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.apiKey },
      body: JSON.stringify(body),
    });
    const suggestions = (Array.isArray(answer.suggestions) ? answer.suggestions : []) as { placePrediction?: Prediction }[];
    return suggestions
      .map((s) => s.placePrediction)
      .filter((p): p is Prediction & { placeId: string } => typeof p?.placeId === 'string')
      .slice(0, MAX_SUGGESTIONS)
      .map((p) => ({
        place_id: p.placeId,
        description: p.text?.text ?? '',
        suburb: p.structuredFormat?.mainText?.text ?? p.text?.text ?? '',
        city: '',
        region: '',
        postcode: '',
        country,
      }));
  }

  async details(placeId: string): Promise<PlaceDetails | undefined> {
    try {
      const place = await this.call(`places/${encodeURIComponent(placeId)}`, {
        headers: { 'x-goog-api-key': this.apiKey, 'x-goog-fieldmask': DETAILS_FIELD_MASK },
      });
      return toDetails(placeId, place);
    } catch (err) {
      // A malformed or unknown id is the caller's "no such place", not an outage.
      if (err instanceof GoogleError && (err.status === 'NOT_FOUND' || err.status === 'INVALID_ARGUMENT')) return undefined;
      throw err;
    }
  }

  private async call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const { status, text } = await fetchText('google places', `${this.baseUrl}/v1/${path}`, init);
    const body = parseJson('google places', text);
    if (status === 200) return body;
    const error = (body.error ?? {}) as { code?: number; message?: string; status?: string };
    throw new GoogleError(`google places ${path}: HTTP ${status} ${error.status ?? ''}: ${error.message ?? ''}`, error.status, error.code);
  }
}

export class GoogleError extends ProviderError {
  constructor(
    message: string,
    readonly status: string | undefined,
    code?: number,
  ) {
    super(message, code);
  }
}

function toDetails(placeId: string, place: Record<string, unknown>): PlaceDetails | undefined {
  const components = (Array.isArray(place.addressComponents) ? place.addressComponents : []) as AddressComponent[];
  const find = (...types: string[]) => {
    for (const type of types) {
      const found = components.find((c) => c.types?.includes(type));
      if (found) return found;
    }
    return undefined;
  };
  const country = find('country')?.shortText?.toUpperCase();
  if (country !== 'NZ' && country !== 'AU') return undefined;
  const locality = find('locality', 'postal_town');
  const suburb = find('sublocality_level_1', 'sublocality', 'neighborhood') ?? locality;
  const region = find('administrative_area_level_1');
  const location = place.location as { latitude?: number; longitude?: number } | undefined;
  const details: PlaceDetails = {
    place_id: typeof place.id === 'string' ? place.id : placeId,
    description: String(place.formattedAddress ?? ''),
    suburb: suburb?.longText ?? '',
    city: (locality ?? find('administrative_area_level_2'))?.longText ?? '',
    // AU addresses use the state's code (NSW); NZ regions have no short form worth showing.
    region: (country === 'AU' ? region?.shortText : region?.longText) ?? '',
    postcode: find('postal_code')?.longText ?? '',
    country,
    formatted_address: String(place.formattedAddress ?? ''),
    location:
      typeof location?.latitude === 'number' && typeof location.longitude === 'number'
        ? { lat: location.latitude, lng: location.longitude }
        : null,
  };
  return details;
}
