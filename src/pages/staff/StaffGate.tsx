// Staff pages open for staff and admin accounts only: a customer sees "staff only" (and the API answers
// 40003 anyway); signed out, a way to the login page. The page's own content mounts only for staff, so no
// staff call is made for anyone else.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import { isStaffRole, mayUse } from './format';
import './staff.css';
import './staff-desktop.css';

interface Props {
  /** The page root class, e.g. `staff-checkin-page` (Taro H5 keeps hidden pages in the DOM). */
  className: string;
  children: () => ReactNode;
}

function StaffGateView({ className, children }: Props) {
  const t = useT();
  const { session } = useStores();
  Taro.useDidShow(() => session.ensureUser());

  let body: ReactNode;
  if (!session.signedIn) {
    body = <EmptyState className="staff-signed-out" text={t('staff.signedOut')} action={t('common.login')} onAction={goLogin} />;
  } else if (!session.userInfo) {
    body = (
      <View className="staff-gate-loading">
        <Skeleton rows={3} animated />
      </View>
    );
  } else if (!isStaffRole(session.userInfo.role)) {
    body = (
      <View className="staff-only">
        <EmptyState text={t('staff.only')} />
        <View className="staff-only-hint">{t('staff.onlyHint')}</View>
      </View>
    );
  } else {
    body = children();
  }
  return <View className={`staff-page ${className}`}>{body}</View>;
}

export const StaffGate = observer(StaffGateView);

/** Admins only: the API answers 40003 to staff, so staff are told here instead. */
export const AdminOnly = observer(function AdminOnly({ children }: { children: () => JSX.Element }) {
  const t = useT();
  const { session } = useStores();
  if (!mayUse(session.userInfo, 'admin')) return <EmptyState className="admin-only" text={t('kgCard.admin.adminOnly')} />;
  return children();
});
