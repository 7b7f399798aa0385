/**
 * Mainland China's administrative divisions (province -> city -> district, GB/T 2260 codes) from
 * @vant/area-data (MIT, maintained with the Vant UI kit, checked against the statistics bureau's codes).
 * Taiwan, Hong Kong and Macau are left out: addresses here are for mainland customs clearance.
 */
import { areaList } from '@vant/area-data';
import type { RegionNode } from '@contract/address';

/** Province codes outside the mainland customs area. */
const NOT_MAINLAND = new Set(['71', '81', '82', '90']);

export interface Region {
  code: string;
  name: string;
  children: Region[];
}

export interface RegionTree {
  provinces: Region[];
  byCode: Map<string, Region>;
}

let cached: RegionTree | undefined;

export function regionTree(): RegionTree {
  cached ??= buildTree(areaList);
  return cached;
}

function buildTree(data: typeof areaList): RegionTree {
  const byCode = new Map<string, Region>();
  const add = (code: string, name: string, parent?: Region) => {
    const node: Region = { code, name, children: [] };
    byCode.set(code, node);
    parent?.children.push(node);
    return node;
  };
  const provinces = Object.entries(data.province_list)
    .filter(([code]) => !NOT_MAINLAND.has(code.slice(0, 2)))
    .map(([code, name]) => add(code, name));
  for (const [code, name] of Object.entries(data.city_list)) {
    const province = byCode.get(`${code.slice(0, 2)}0000`);
    if (province) add(code, name, province);
  }
  for (const [code, name] of Object.entries(data.county_list)) {
    const city = byCode.get(`${code.slice(0, 4)}00`);
    if (city) add(code, name, city);
  }
  return { provinces, byCode };
}

/** The whole tree as answered (districts carry no `children`). */
export function toNodes(regions: Region[]): RegionNode[] {
  return regions.map((r) =>
    r.children.length ? { code: r.code, name: r.name, children: toNodes(r.children) } : { code: r.code, name: r.name },
  );
}

/** One level: the provinces (parent undefined) or the children of `parent`; undefined for an unknown code. */
export function levelOf(parent: string | undefined): RegionNode[] | undefined {
  const tree = regionTree();
  const regions = parent === undefined ? tree.provinces : tree.byCode.get(parent)?.children;
  return regions?.map((r) => ({ code: r.code, name: r.name, has_children: r.children.length > 0 }));
}

export interface ResolvedRegion {
  province: Region;
  city: Region;
  district: Region;
}

export type RegionProblem = { field: 'province' | 'city' | 'district'; reason: 'unknown_region' | 'not_in_region' };

/**
 * Names as the user picked them: the city must be in the province, the district in the city.
 * A known name under the wrong parent is "not in region"; a name found nowhere is "unknown".
 */
export function resolveRegion(province: string, city: string, district: string): ResolvedRegion | RegionProblem {
  const tree = regionTree();
  const p = tree.provinces.find((r) => r.name === province);
  if (!p) return { field: 'province', reason: 'unknown_region' };
  const c = p.children.find((r) => r.name === city);
  if (!c) return { field: 'city', reason: existsAtLevel(tree, city, 4) ? 'not_in_region' : 'unknown_region' };
  const d = c.children.find((r) => r.name === district);
  if (!d) return { field: 'district', reason: existsAtLevel(tree, district, 6) ? 'not_in_region' : 'unknown_region' };
  return { province: p, city: c, district: d };
}

/** Whether a city (level 4) or district (level 6) of that name exists anywhere. */
function existsAtLevel(tree: RegionTree, name: string, level: 4 | 6): boolean {
  for (const region of tree.byCode.values()) {
    const isCity = region.code.endsWith('00') && !region.code.endsWith('0000');
    if (region.name === name && (level === 4 ? isCity : !region.code.endsWith('00'))) return true;
  }
  return false;
}
