// A pasted Chinese address block ("张三 13812345678 广东省深圳市南山区科技园路1号", with labels, commas, new lines,
// +86, in any order) read into the address form's fields: name, mobile, postcode, the region as names and codes of
// the region tree the form picks from (GET /api/order/citys/lst), and the street. What it cannot tell stays empty
// for the customer to fill in; nothing here is sent anywhere. No look-behind in the patterns: old WebViews lack it.
import type { RegionNode } from '@contract/address';

export interface PastedAddress {
  name: string;
  /** 11 digits, without +86. */
  mobile: string;
  postcode: string;
  /** Province, city, district as far as found (a missing district leaves two). */
  region: { names: [string, string, string]; codes: string[] } | null;
  street: string;
}

const LABELS =
  /(收件人姓名|收货人姓名|收件人|收货人|联系人|姓名|名字|手机号码|手机号|手机|联系电话|电话号码|电话|联系方式|所在地区|所在地|省市区|地区|详细地址|收货地址|收件地址|地址|邮政编码|邮编)\s*[:：]/g;
/** The same labels standing alone, without a colon. */
const LABEL_WORDS = new Set(LABELS.source.slice(1, LABELS.source.indexOf(')')).split('|'));
const SEPARATORS = /[\s,，;；|、。]+/;
const MOBILE = /(^|\D)(?:[(（]?\+?86[)）]?[-\s]?)?(1[3-9]\d(?:[-\s]?\d){8})(?!\d)/;
const POSTCODE_TOKEN = /^\d{6}$/;
/** What streets are made of: a token with these is not a name. */
const STREET_WORDS = /[路街道巷弄号楼栋幢室单元层村镇乡区县市省厦园苑城场站院所厂店\d]/;

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;
const CITY_SUFFIX = /(市|地区|盟)$/;

/** The names a place is written as, longest first: "广东省" and "广东"; an autonomous prefecture only in full. */
function aliases(name: string, suffix: RegExp): string[] {
  const short = name.replace(suffix, '');
  return short !== name && short.length >= 2 ? [name, short] : [name];
}

interface Match {
  nodes: RegionNode[];
  /** Characters of the text the region took. */
  length: number;
}

const skipSeparators = (text: string) => text.length - text.replace(/^[\s,，;；|、]+/, '').length;

function startsWithAny(text: string, names: string[]): number {
  const found = names.find((n) => text.startsWith(n));
  return found ? found.length : 0;
}

function matchDistrict(city: RegionNode, text: string, at: number, before: RegionNode[]): Match {
  const from = at + skipSeparators(text.slice(at));
  for (const d of city.children ?? []) {
    if (text.startsWith(d.name, from)) return { nodes: [...before, city, d], length: from + d.name.length };
  }
  return { nodes: [...before, city], length: at };
}

function matchCity(province: RegionNode, text: string, at: number): Match {
  const from = at + skipSeparators(text.slice(at));
  const rest = text.slice(from);
  for (const c of province.children ?? []) {
    const took = c.name.length >= 2 ? startsWithAny(rest, aliases(c.name, CITY_SUFFIX)) : 0;
    if (took) return matchDistrict(c, text, from + took, [province]);
  }
  // A municipality (北京市, 重庆市) is its own city: "北京市朝阳区" names the district straight after.
  for (const c of province.children ?? []) {
    const m = matchDistrict(c, text, at, [province]);
    if (m.nodes.length === 3 && (c.name === province.name || (province.children?.length ?? 0) <= 2)) return m;
  }
  return { nodes: [province], length: at };
}

/** The region the text starts with (province first, or a city without its province), the most levels found. */
export function matchRegion(tree: RegionNode[], text: string): Match | null {
  let best = null as Match | null;
  const consider = (m: Match) => {
    if (!best || m.nodes.length > best.nodes.length) best = m;
  };
  for (const p of tree) {
    const took = startsWithAny(text, aliases(p.name, PROVINCE_SUFFIX));
    if (took) consider(matchCity(p, text, took));
  }
  // "深圳市南山区…" without its province; "吉林市" is a city too, not only the province "吉林".
  if (!best || best.nodes.length < 3) {
    for (const p of tree) {
      for (const c of p.children ?? []) {
        if (c.name === p.name || c.name.length < 2) continue; // a municipality (found above), or its "县" group
        const took = startsWithAny(text, aliases(c.name, CITY_SUFFIX));
        if (took) consider(matchDistrict(c, text, took, [p]));
      }
    }
  }
  return best;
}

function bestStart(tree: RegionNode[], text: string, positions: number[]): { at: number; match: Match } | null {
  let best: { at: number; match: Match } | null = null;
  for (const at of positions) {
    const match = matchRegion(tree, text.slice(at));
    if (match && (!best || match.nodes.length > best.match.nodes.length)) best = { at, match };
  }
  return best;
}

const isNameLike = (token: string) => token.length >= 2 && token.length <= 20 && !STREET_WORDS.test(token);

/** Reads a pasted block; `tree` is the whole region tree (provinces with their cities and districts). */
export function parsePastedAddress(block: string, tree: RegionNode[]): PastedAddress {
  let text = block.replace(LABELS, '\n');
  let mobile = '';
  const phone = MOBILE.exec(text);
  if (phone) {
    mobile = phone[2].replace(/\D/g, '');
    text = `${text.slice(0, phone.index)}${phone[1]}\n${text.slice(phone.index + phone[0].length)}`;
  }
  const tokens = text.split(SEPARATORS).filter(Boolean);
  const postcode = tokens.find((tok) => POSTCODE_TOKEN.test(tok)) ?? '';
  const words = tokens.filter((tok) => tok !== postcode && !LABEL_WORDS.has(tok));

  // Where the region begins: at the start of a word, else inside one ("张三广东省…"); the most levels, then the earliest.
  const joined = words.join(' ');
  const positions = Array.from({ length: joined.length }, (_, i) => i);
  const wordStarts = positions.filter((i) => i === 0 || joined[i - 1] === ' ');
  const found = bestStart(tree, joined, wordStarts) ?? bestStart(tree, joined, positions);
  const region = found?.match ?? null;
  const start = found?.at ?? 0;

  const before = region ? joined.slice(0, start).split(' ').filter(Boolean) : [];
  const after = (region ? joined.slice(start + region.length) : joined).split(' ').filter(Boolean);
  // The name: the words before the address ("Amy Chen"), else the last name-like word after it (never the street's first).
  let name = before.filter(isNameLike).join(' ');
  let street = after;
  if (!name) {
    const i = after.map(isNameLike).lastIndexOf(true);
    if (i > 0 || (i === 0 && !region)) {
      name = after[i];
      street = after.filter((_, k) => k !== i);
    }
  }
  const nodes = region?.nodes ?? [];
  return {
    name,
    mobile,
    postcode,
    region: nodes.length
      ? { names: [0, 1, 2].map((k) => nodes[k]?.name ?? '') as [string, string, string], codes: nodes.map((n) => n.code) }
      : null,
    street: [...before.filter((w) => !isNameLike(w)), ...street].join(' '),
  };
}
