// Pasted address blocks in the shapes customers copy them (from Taobao, WeChat, spreadsheets), read against the real
// region tree the form picks from (@vant/area-data, as the server builds it in modules/region/tree.ts).
import { areaList } from '@vant/area-data';
import { parsePastedAddress } from '@/lib/address-paste';
import type { RegionNode } from '@contract/address';

function regionTree(): RegionNode[] {
  const node = (code: string, name: string): RegionNode & { children: RegionNode[] } => ({ code, name, children: [] });
  const byCode = new Map<string, RegionNode & { children: RegionNode[] }>();
  const provinces = Object.entries(areaList.province_list)
    .filter(([code]) => !['71', '81', '82'].includes(code.slice(0, 2)))
    .map(([code, name]) => {
      const p = node(code, name);
      byCode.set(code, p);
      return p;
    });
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const c = node(code, name);
    byCode.set(code, c);
    byCode.get(`${code.slice(0, 2)}0000`)?.children.push(c);
  }
  for (const [code, name] of Object.entries(areaList.county_list)) byCode.get(`${code.slice(0, 4)}00`)?.children.push({ code, name });
  return provinces;
}

const tree = regionTree();
const SZ: [string, string, string] = ['广东省', '深圳市', '南山区'];

it.each<[string, string, { name: string; mobile: string; region: [string, string, string] | null; street: string; postcode?: string }]>([
  [
    'one line, spaces',
    '张三 13812345678 广东省深圳市南山区科技园路1号',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  [
    'commas, Chinese commas',
    '张三，13812345678，广东省深圳市南山区科技园路1号',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  [
    'new lines',
    '张三\n138 1234 5678\n广东省 深圳市 南山区\n科技园路1号 腾讯大厦',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号 腾讯大厦' },
  ],
  [
    'labels with colons',
    '收件人：张三\n手机号码：13812345678\n所在地区：广东省深圳市南山区\n详细地址：科技园路1号',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  [
    'ASCII labels and +86',
    '收货人: 李四 电话: +86 139-1234-5678 地址: 广东省深圳市南山区科技园路1号',
    { name: '李四', mobile: '13912345678', region: SZ, street: '科技园路1号' },
  ],
  [
    '(+86) and 86-',
    '王五 (+86)13812345678 广东省深圳市南山区科技园路1号',
    { name: '王五', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  [
    'address first, name last',
    '广东省深圳市南山区科技园路1号 张三 13812345678',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  ['all glued', '张三13812345678广东省深圳市南山区科技园路1号', { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' }],
  [
    'name glued to the province',
    '张三广东省深圳市南山区科技园路1号，13812345678',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  [
    'short province name',
    '张三 13812345678 广东深圳市南山区科技园路1号',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  ['no province', '张三 13812345678 深圳市南山区科技园路1号', { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号' }],
  [
    'municipality once',
    '王小明 13912345678 北京市朝阳区建国路88号SOHO现代城',
    { name: '王小明', mobile: '13912345678', region: ['北京市', '北京市', '朝阳区'], street: '建国路88号SOHO现代城' },
  ],
  [
    'municipality twice',
    '王小明,13912345678,北京市北京市朝阳区建国路88号',
    { name: '王小明', mobile: '13912345678', region: ['北京市', '北京市', '朝阳区'], street: '建国路88号' },
  ],
  [
    'municipality short',
    '王小明 13912345678 上海浦东新区世纪大道100号',
    { name: '王小明', mobile: '13912345678', region: ['上海市', '上海市', '浦东新区'], street: '世纪大道100号' },
  ],
  [
    'Chongqing county',
    '赵六 13712345678 重庆市城口县葛城街道1号',
    { name: '赵六', mobile: '13712345678', region: ['重庆市', '县', '城口县'], street: '葛城街道1号' },
  ],
  [
    'autonomous region',
    '阿依古丽 13512345678 新疆维吾尔自治区乌鲁木齐市天山区解放北路1号',
    { name: '阿依古丽', mobile: '13512345678', region: ['新疆维吾尔自治区', '乌鲁木齐市', '天山区'], street: '解放北路1号' },
  ],
  [
    'autonomous region, short',
    '覃七 13612345678 广西南宁市青秀区民族大道1号',
    { name: '覃七', mobile: '13612345678', region: ['广西壮族自治区', '南宁市', '青秀区'], street: '民族大道1号' },
  ],
  [
    'autonomous prefecture',
    '金八 13612345678 吉林省延边朝鲜族自治州延吉市光明街1号',
    { name: '金八', mobile: '13612345678', region: ['吉林省', '延边朝鲜族自治州', '延吉市'], street: '光明街1号' },
  ],
  [
    'a city named like its province',
    '孙九 13612345678 吉林市船营区北京路1号',
    { name: '孙九', mobile: '13612345678', region: ['吉林省', '吉林市', '船营区'], street: '北京路1号' },
  ],
  [
    'missing district',
    '张三 13812345678 广东省深圳市科技园路1号',
    { name: '张三', mobile: '13812345678', region: ['广东省', '深圳市', ''], street: '科技园路1号' },
  ],
  [
    'postcode',
    '张三 13812345678 广东省深圳市南山区科技园路1号 518057',
    { name: '张三', mobile: '13812345678', region: SZ, street: '科技园路1号', postcode: '518057' },
  ],
  [
    'an English name',
    'Amy Chen 13812345678 广东省深圳市南山区科技园路1号',
    { name: 'Amy Chen', mobile: '13812345678', region: SZ, street: '科技园路1号' },
  ],
  ['no region at all', '张三 13812345678 某某路1号', { name: '张三', mobile: '13812345678', region: null, street: '某某路1号' }],
])('%s', (_shape, block, expected) => {
  const read = parsePastedAddress(block, tree);
  expect({
    name: read.name,
    mobile: read.mobile,
    region: read.region?.names ?? null,
    street: read.street,
    postcode: read.postcode,
  }).toEqual({
    postcode: '',
    ...expected,
  });
});

it('gives the region codes of the tree the form picks from', () => {
  expect(parsePastedAddress('张三 13812345678 广东省深圳市南山区科技园路1号', tree).region?.codes).toEqual(['440000', '440300', '440305']);
  expect(parsePastedAddress('张三 13812345678 广东省深圳市科技园路1号', tree).region?.codes).toEqual(['440000', '440300']);
});

it('does not take an ID number or a landline for the mobile', () => {
  expect(parsePastedAddress('张三 110105198506120026 广东省深圳市南山区科技园路1号', tree).mobile).toBe('');
  expect(parsePastedAddress('', tree)).toEqual({ name: '', mobile: '', postcode: '', region: null, street: '' });
});
