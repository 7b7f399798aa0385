// Mainland China's region tree for the address picker (GET /api/order/citys/lst): fetched once per HTTP
// layer and kept in memory (137 KB of JSON; the server also lets the client cache it for a day).
import type { RegionNode } from '@contract/address';
import type { Http } from './request';

export const getRegionTree = (http: Http) => http.get<RegionNode[]>('/api/order/citys/lst');

const trees = new WeakMap<Http, Promise<RegionNode[]>>();

/** The whole tree, loaded on first use; a failed load is forgotten so the next use tries again. */
export function loadRegionTree(http: Http): Promise<RegionNode[]> {
  let tree = trees.get(http);
  if (!tree) {
    tree = getRegionTree(http);
    trees.set(http, tree);
    tree.catch(() => trees.delete(http));
  }
  return tree;
}

/** The codes of province / city / district names (as stored on an address), '' where not found. */
export function regionCodes(tree: RegionNode[], names: [string, string, string]): string[] {
  const codes: string[] = [];
  let level: RegionNode[] | undefined = tree;
  for (const name of names) {
    const node: RegionNode | undefined = level?.find((n) => n.name === name);
    if (!node) break;
    codes.push(node.code);
    level = node.children;
  }
  return codes;
}
