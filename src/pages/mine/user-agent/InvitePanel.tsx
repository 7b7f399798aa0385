// The invite: the code and link to copy, the poster's code (a mini-program code on weapp, a QR of the register
// link on H5) to press and save, and on weapp a share button (the page's share card carries the code).
import { Button } from '@nutui/nutui-react-taro';
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { useT } from '@/locales';
import * as agentService from '@/services/agent';
import { toast } from '@/services/feedback';
import { useService } from '@/stores';
import type { AgentInvite } from '@contract/agent';

const platform = () => (process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5') as 'weapp' | 'h5';

export function InvitePanel({ code }: { code: string }) {
  const t = useT();
  const agentApi = useService(agentService);
  const [invite, setInvite] = useState<AgentInvite | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = (data: string) =>
    Taro.setClipboardData({ data }).then(
      () => toast(t('agent.invite.copied')),
      () => {},
    );
  const poster = async () => {
    setBusy(true);
    try {
      setInvite(await agentApi.getAgentInvite(platform()));
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(false);
    }
  };
  const link = async () => copy((invite ?? (await agentApi.getAgentInvite('h5'))).link);
  return (
    <View className="agent-card agent-invite">
      <View className="agent-card-title">{t('agent.invite.title')}</View>
      <View className="agent-row">
        <View>{t('agent.invite.code')}</View>
        <View className="agent-invite-code">{code}</View>
      </View>
      <View className="agent-actions">
        <Button className="agent-copy-code" size="small" onClick={() => copy(code)}>
          {t('agent.invite.copy')}
        </Button>
        <Button className="agent-copy-link" size="small" onClick={link}>
          {t('agent.invite.copyLink')}
        </Button>
        <Button className="agent-make-poster" size="small" type="primary" loading={busy} onClick={poster}>
          {t('agent.invite.poster')}
        </Button>
        {process.env.TARO_ENV === 'weapp' && (
          <Button className="agent-share" size="small" openType="share">
            {t('agent.invite.share')}
          </Button>
        )}
      </View>
      {invite && (
        <View className="agent-poster">
          <View className="agent-poster-title">{t('agent.invite.shareTitle', { code })}</View>
          <Image
            className="agent-poster-code"
            src={invite.image}
            mode="aspectFit"
            ariaLabel={t('agent.invite.shareTitle', { code })}
            showMenuByLongpress
            onClick={() => Taro.previewImage({ urls: [invite.image], current: invite.image }).catch(() => {})}
          />
          <View className="agent-muted">{t('agent.invite.posterHint')}</View>
        </View>
      )}
    </View>
  );
}
