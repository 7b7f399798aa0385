// Feature entries of the home grid and the mine menu: one list each, by route (a test checks each route is a
// registered page).
import { ROUTES } from './routes';

export interface Feature {
  /** i18n key under feature.* and the stable class `feature-<key>` / `menu-<key>`. */
  key: string;
  route: string;
  /** Badge colour of the drawn icon. */
  color: string;
}

export const HOME_FEATURES: Feature[] = [
  { key: 'warehouse', route: ROUTES.storeAddress, color: '#ce3436' },
  { key: 'freight', route: ROUTES.freightTrial, color: '#ff7a45' },
  { key: 'timePrice', route: ROUTES.timePrice, color: '#faad14' },
  { key: 'embargo', route: ROUTES.embargo, color: '#f5222d' },
  { key: 'track', route: ROUTES.trackLog, color: '#1890ff' },
  { key: 'packRule', route: ROUTES.packRule, color: '#13c2c2' },
  { key: 'guide', route: ROUTES.guide, color: '#52c41a' },
  { key: 'faq', route: ROUTES.askQuestion, color: '#722ed1' },
  { key: 'card', route: ROUTES.rechargeCard, color: '#eb2f96' },
  { key: 'coupon', route: ROUTES.myCoupon, color: '#fa8c16' },
  { key: 'reservation', route: ROUTES.reservation, color: '#08979c' },
];

export const MINE_MENU: Feature[] = [
  { key: 'messages', route: ROUTES.messages, color: '#ce3436' },
  { key: 'address', route: ROUTES.userAddress, color: '#1890ff' },
  { key: 'parcels', route: ROUTES.myParcel, color: '#ff7a45' },
  { key: 'wallet', route: ROUTES.myWallet, color: '#faad14' },
  { key: 'coupon', route: ROUTES.myCoupon, color: '#fa8c16' },
  { key: 'card', route: ROUTES.rechargeCard, color: '#eb2f96' },
  { key: 'invoice', route: ROUTES.invoice, color: '#2f54eb' },
  { key: 'reservation', route: ROUTES.reservationList, color: '#08979c' },
  { key: 'claims', route: ROUTES.claims, color: '#f5222d' },
  { key: 'afterService', route: ROUTES.afterService, color: '#fa541c' },
  { key: 'returns', route: ROUTES.orderRefund, color: '#a0d911' },
  { key: 'agent', route: ROUTES.userAgent, color: '#cf1322' },
  { key: 'track', route: ROUTES.trackLog, color: '#13c2c2' },
  { key: 'guide', route: ROUTES.guide, color: '#52c41a' },
  { key: 'faq', route: ROUTES.askQuestion, color: '#722ed1' },
  { key: 'privacy', route: ROUTES.privacyCentre, color: '#595959' },
  { key: 'about', route: ROUTES.about, color: '#8c8c8c' },
];
