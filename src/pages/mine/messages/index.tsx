// Messages (mine area): every notification the customer was sent, newest first, unread ones marked; a tap marks
// it read and opens its waybill/parcel page. Mark all read; pull to refresh, endless scroll; settings link.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin, openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as messageService from '@/services/message';
import { useService, useStores } from '@/stores';
import type { InboxMessage } from '@contract/notification';
import './index.css';
import '@/locales/areas/message';

const PAGE_SIZE = 20;

function Inbox() {
  const t = useT();
  const { inbox } = useStores();
  const messageApi = useService(messageService);
  const list = usePagedList<InboxMessage>(
    async (page, pageSize) => {
      const answer = await messageApi.listMessages({ page, page_size: pageSize });
      inbox.set(answer.unread);
      return answer;
    },
    [],
    PAGE_SIZE,
  );

  const open = async (m: InboxMessage) => {
    if (!m.read) {
      list.setItems((shown) => shown.map((x) => (x.id === m.id ? { ...x, read: true } : x)));
      messageApi.readMessage(m.id).then(
        (r) => inbox.set(r.unread),
        () => {},
      );
    }
    if (m.link) openRoute(m.link);
  };

  const readAll = async () => {
    const r = await messageApi.readAllMessages();
    list.setItems((shown) => shown.map((x) => ({ ...x, read: true })));
    inbox.set(r.unread);
    toast(t('message.readAllDone'));
  };

  if (list.loading)
    return (
      <View className="message-loading">
        <Skeleton rows={4} animated />
      </View>
    );
  return (
    <View>
      <View className="message-bar">
        <View className="message-settings" onClick={() => openRoute(ROUTES.messagePrefs)}>
          {t('message.settings')}
        </View>
        {inbox.unread > 0 && (
          <Button className="message-read-all" size="small" onClick={readAll}>
            {t('message.readAll')}
          </Button>
        )}
      </View>
      {list.items.length === 0 ? (
        <EmptyState className="message-empty" text={t('message.empty')} />
      ) : (
        <View className="message-list">
          {list.items.map((m) => (
            <View
              key={m.id}
              className={`message-item message-item-${m.id} message-${m.event.replace('.', '-')}${m.read ? '' : ' message-unread'}`}
              onClick={() => open(m)}
            >
              <View className="message-head">
                {!m.read && <View className="message-dot" />}
                <View className="message-title">{m.title}</View>
                <View className="message-time">
                  <Instant at={m.created_at} />
                </View>
              </View>
              <View className="message-body instant">{m.body}</View>
            </View>
          ))}
          <ZoneNote className="message-zone" />
          {(list.hasMore || list.loadingMore || list.items.length > PAGE_SIZE) && (
            <View className="message-list-foot">
              {list.loadingMore ? t('pagedList.loading') : list.hasMore ? t('pagedList.more') : t('pagedList.end')}
            </View>
          )}
        </View>
      )}
    </View>
  );
}

function MessagesPage() {
  usePage('message.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="message-page">
      {session.signedIn ? (
        <Inbox />
      ) : (
        <EmptyState className="message-signed-out" text={t('message.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(MessagesPage);
