import type { Banner } from './types';

/** Home page carousel. Routes are app pages; colours are a gradient plus the text colour. */
export const BANNERS: readonly Banner[] = [
  {
    code: 'milk-powder-line',
    siteIds: [1, 2],
    sort: 10,
    route: '/pages/time-price/index',
    title: { zh: '奶粉专线 包税直邮', en: 'Milk powder lines, duty included' },
    subtitle: { zh: '新西兰6罐/澳洲3罐,原罐直邮到家', en: 'NZ 6 tins or AU 3 tins a box, sealed tins to the door' },
    colors: { from: '#2F80ED', to: '#56CCF2', text: '#FFFFFF' },
  },
  {
    code: 'cny-2026',
    siteIds: [1, 2],
    sort: 20,
    route: '/pages/mine/new-activity/index',
    startsOn: '2026-01-05',
    endsOn: '2026-02-06',
    title: { zh: '马年春节年货季', en: 'Chinese New Year shipping' },
    subtitle: { zh: '食品保健品线9折,2月6日前发出', en: '10% off food and health, dispatch by 6 February' },
    colors: { from: '#D7263D', to: '#F46036', text: '#FFF8E7' },
  },
  {
    code: 'embargo-check',
    siteIds: [1, 2],
    sort: 30,
    route: '/pages/embargo/index',
    title: { zh: '寄之前先查一查', en: 'Check before you send' },
    subtitle: { zh: '肉类、乳制品、充电宝不能寄,一键查询禁运品', en: 'No meat, dairy or power banks: look up prohibited goods' },
    colors: { from: '#11998E', to: '#38EF7D', text: '#FFFFFF' },
  },
];
