// A feature's icon: a coloured badge with a drawn icon per feature (letters repeated across entries: "我的包裹"
// and "我的钱包" were both "我"). An entry the app has no icon for gets a neutral one.
import {
  Articles,
  Ask,
  Category,
  Clock,
  Complaint,
  Coupon,
  Gift,
  Location,
  Message,
  Order,
  PickedUp,
  Prices,
  Received,
  Refund,
  Search,
  Service,
  ShieldCheck,
  Store,
  Tips,
  ToPay,
  Transit,
  UserAdd,
  Wallet,
  Warning,
} from '@nutui/icons-react-taro';
import { View } from '@tarojs/components';
import type { ComponentType } from 'react';
import './feature-icon.css';

const ICONS: Record<string, ComponentType<{ size?: number | string; color?: string }>> = {
  warehouse: Store,
  freight: Prices,
  timePrice: Clock,
  embargo: Warning,
  track: Transit,
  packRule: ShieldCheck,
  guide: Articles,
  faq: Ask,
  card: ToPay,
  coupon: Coupon,
  address: Location,
  parcels: Received,
  wallet: Wallet,
  invoice: Order,
  about: Tips,
  agent: UserAdd,
  messages: Message,
  reservation: PickedUp,
  claims: Complaint,
  afterService: Service,
  returns: Refund,
  privacy: ShieldCheck,
  // home entries the server adds beyond the built-in features (their codes)
  food_query: Search,
  new_activity: Gift,
};

/** `name`: the feature's key (features.ts). */
export function FeatureIcon({ name, color }: { name: string; color: string }) {
  const Icon = ICONS[name] ?? Category;
  return (
    <View className={`feature-icon feature-icon-${name}`} style={{ background: color }}>
      <Icon size={22} color="#fff" />
    </View>
  );
}
