// WeChat subscribe messages (mini-program only): WeChat shows its "allow messages" sheet only when
// requestSubscribeMessage runs inside a tap, so the template ids of the events are fetched when the page opens
// and `ask()` must be the first thing a tap handler does (no await before it). Each accepted template lets the
// server send one message; the server counts them.
import Taro from '@tarojs/taro';
import { useCallback, useEffect, useRef } from 'react';
import * as messageService from '@/services/message';
import { useService, useStores } from '@/stores';
import type { NotificationEvent } from '@contract/notification';

export function useSubscribe(events: readonly NotificationEvent[]): () => void {
  const { session } = useStores();
  const messageApi = useService(messageService);
  const templateIds = useRef<string[]>([]);
  const key = events.join(',');

  useEffect(() => {
    const onWeapp = process.env.TARO_ENV === 'weapp';
    if (!onWeapp || !session.signedIn) return;
    messageApi.subscribeTemplates(events).then(
      (r) => {
        templateIds.current = r.template_ids;
      },
      () => {},
    );
  }, [key, session.signedIn]); // eslint-disable-line react-hooks/exhaustive-deps

  return useCallback(() => {
    const ids = templateIds.current;
    if (!ids.length) return;
    Taro.requestSubscribeMessage({ tmplIds: ids, entityIds: [] }).then(
      (answer) => {
        const accepted = ids.filter((id) => (answer as unknown as Record<string, string>)[id] === 'accept');
        if (accepted.length) messageApi.recordSubscribe(accepted).catch(() => {});
      },
      () => {},
    ); // refused or closed: nothing to count
  }, [messageApi]);
}
