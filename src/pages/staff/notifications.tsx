// Staff: a customer's notification deliveries by member code (channel, status, attempts, why it failed) with
// resend; and the background jobs that failed every retry (dead letters), queued again with a tap.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as messageService from '@/services/message';
import { type DeliveryRow } from '@/services/message';
import { useService } from '@/stores';
import type { DeadLetter } from '@contract/notification';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/message';
import '@/locales/areas/staff';

function Deliveries() {
  const t = useT();
  const messageApi = useService(messageService);
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const list = usePagedList<DeliveryRow>(
    (page, pageSize) =>
      code ? messageApi.staffDeliveries({ member_code: code, page, page_size: pageSize }) : Promise.resolve({ list: [], total: 0 }),
    [code],
  );

  const resend = async (id: number) => {
    await messageApi.staffResend(id).then(
      () => toast(t('message.staff.resent')),
      () => {},
    );
    list.refresh();
  };

  return (
    <View>
      <View className="staff-row notify-search">
        <Input
          className="notify-member-input"
          value={typed}
          placeholder={t('message.staff.memberCode')}
          maxLength={20}
          onChange={setTyped}
        />
        <Button className="notify-search-go" size="small" type="primary" onClick={() => setCode(typed.trim())}>
          {t('message.staff.search')}
        </Button>
      </View>
      {list.loading ? (
        <Skeleton rows={3} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="notify-empty" text={t('message.staff.empty')} />
      ) : (
        <View className="notify-list">
          {list.items.map((r) => (
            <View key={r.id} className={`staff-card notify-card notify-card-${r.id}`}>
              <View className="staff-row">
                <View className="notify-event">
                  {r.event} · {t(`message.channels.${r.channel}`)}
                </View>
                <View className={`notify-status notify-status--${r.status}`}>{t(`message.staff.status.${r.status}`)}</View>
              </View>
              <View className="staff-muted">
                <Instant at={r.sent_at ?? r.created_at} /> · {t('message.staff.attempts', { n: r.attempts })}
              </View>
              {r.last_error && <View className="staff-muted notify-error">{r.last_error}</View>}
              <Button className="notify-resend" size="small" onClick={() => resend(r.id)}>
                {t('message.staff.resend')}
              </Button>
            </View>
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
    </View>
  );
}

function DeadLetters() {
  const t = useT();
  const messageApi = useService(messageService);
  const list = usePagedList<DeadLetter>((page, pageSize) => messageApi.deadLetters({ page, page_size: pageSize }), []);
  const retry = async (id: string) => {
    await messageApi.retryDeadLetter(id).then(
      () => toast(t('message.staff.retried')),
      () => {},
    );
    list.refresh();
  };
  if (list.loading) return <Skeleton rows={3} animated />;
  if (list.items.length === 0) return <EmptyState className="dead-empty" text={t('message.staff.deadEmpty')} />;
  return (
    <View className="dead-list">
      {list.items.map((d) => (
        <View key={d.id} className="staff-card dead-card">
          <View className="staff-row">
            <View className="dead-queue">{d.queue}</View>
            <View className="staff-muted">
              <Instant at={d.created_at} />
            </View>
          </View>
          <View className="staff-muted dead-data">{JSON.stringify(d.data)}</View>
          <View className="staff-muted dead-error">{d.error}</View>
          <Button className="dead-retry" size="small" type="primary" onClick={() => retry(d.id)}>
            {t('message.staff.retry')}
          </Button>
        </View>
      ))}
      <ZoneNote className="staff-zone" />
      <ListFoot list={list} />
    </View>
  );
}

function Notifications() {
  const t = useT();
  const [tab, setTab] = useState<'deliveries' | 'dead'>('deliveries');
  return (
    <>
      <View className="staff-tabs" {...tabList(t('common.sectionTabs'))}>
        {(['deliveries', 'dead'] as const).map((key) => (
          <View
            key={key}
            className={`staff-tab notify-tab-${key}${tab === key ? ' staff-tab--active' : ''}`}
            {...tabItem(tab === key, () => setTab(key))}
          >
            {t(`message.staff.${key}`)}
          </View>
        ))}
      </View>
      {tab === 'deliveries' ? <Deliveries /> : <DeadLetters />}
    </>
  );
}

export default function StaffNotificationsPage() {
  usePage('message.staff.title');
  return <StaffGate className="staff-notifications-page">{() => <Notifications />}</StaffGate>;
}
