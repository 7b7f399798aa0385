// Notification settings (mine area): per event group, WeChat / text / email on or off; the email address that
// email notifications go to. The inbox always gets every message.
import { Button, Input, Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as messageService from '@/services/message';
import { useService, useStores } from '@/stores';
import {
  DELIVERY_CHANNELS,
  type DeliveryChannel,
  NOTIFICATION_GROUP_NAMES,
  type NotificationGroup,
  type PrefsView,
} from '@contract/notification';
import './index.css';
import '@/locales/areas/message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with the form as a message key, or null. */
export function prefsProblem(view: PrefsView): string | null {
  const email = view.email.trim();
  if (email && !EMAIL.test(email)) return 'message.emailInvalid';
  if (!email && NOTIFICATION_GROUP_NAMES.some((g) => view.prefs[g].email)) return 'message.emailNeeded';
  return null;
}

function PrefsForm() {
  const t = useT();
  const messageApi = useService(messageService);
  const [view, setView] = useState<PrefsView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    messageApi.messagePrefs().then(setView, () => {});
  }, [messageApi]);

  if (!view)
    return (
      <View className="message-loading">
        <Skeleton rows={6} animated />
      </View>
    );

  const flip = (group: NotificationGroup, channel: DeliveryChannel) => (on: boolean) =>
    setView({ ...view, prefs: { ...view.prefs, [group]: { ...view.prefs[group], [channel]: on } } });

  const save = async () => {
    const found = prefsProblem(view);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    try {
      setView(await messageApi.saveMessagePrefs({ prefs: view.prefs, email: view.email.trim() }));
      toast(t('message.saved'));
      setTimeout(() => Taro.navigateBack().catch(() => {}), 600);
    } catch {
      // the request layer toasted the server's reason
    } finally {
      setBusy(false);
    }
  };

  return (
    <View>
      <View className="prefs-hint">{t('message.inboxAlways')}</View>
      <View className="prefs-table">
        <View className="prefs-row prefs-head">
          <View className="prefs-group" />
          {DELIVERY_CHANNELS.map((c) => (
            <View key={c} className="prefs-cell">
              {t(`message.channels.${c}`)}
            </View>
          ))}
        </View>
        {NOTIFICATION_GROUP_NAMES.map((g) => (
          <View key={g} className={`prefs-row prefs-row-${g}`}>
            <View className="prefs-group">{t(`message.groups.${g}`)}</View>
            {DELIVERY_CHANNELS.map((c) => (
              <View key={c} className="prefs-cell">
                <Switch
                  className={`prefs-switch prefs-${g}-${c}`}
                  ariaLabel={`${t(`message.groups.${g}`)} · ${t(`message.channels.${c}`)}`}
                  checked={view.prefs[g][c]}
                  onChange={flip(g, c)}
                />
              </View>
            ))}
          </View>
        ))}
      </View>
      <View className="prefs-email">
        <Input
          className="prefs-email-input"
          type="text"
          maxLength={120}
          value={view.email}
          placeholder={t('message.emailPlaceholder')}
          onChange={(email: string) => setView({ ...view, email })}
        />
      </View>
      {problem && <View className="prefs-problem">{t(problem)}</View>}
      <Button className="prefs-save" type="primary" block loading={busy} onClick={save}>
        {t('message.save')}
      </Button>
    </View>
  );
}

function PrefsPage() {
  usePage('message.prefsTitle');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="prefs-page">
      {session.signedIn ? (
        <PrefsForm />
      ) : (
        <EmptyState className="message-signed-out" text={t('message.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(PrefsPage);
