import { MINE_MENU } from '@/features';
import { t } from '@/locales';
import '@/locales/areas/tabs'; // the mine page's menu labels

it('the mine menu has the money entries at the spec routes, each with a label in both languages', () => {
  const byKey = Object.fromEntries(MINE_MENU.map((f) => [f.key, f.route]));
  expect(byKey).toMatchObject({
    wallet: '/pages/mine/my-wallet/index',
    coupon: '/pages/mine/my-coupon/index',
    card: '/pages/recharge/card',
    invoice: '/pages/invoice/index',
  });
  for (const key of ['wallet', 'coupon', 'card', 'invoice']) expect(t(`menu.${key}`)).not.toBe(`menu.${key}`);
});
