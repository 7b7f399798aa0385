// Avatar, nickname, member code (copyable) and masked mobile; tap opens the profile (or login).
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { Avatar } from '@/components/Avatar';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useStores } from '@/stores';
import { maskPhone } from '@/utils/phone';
import '@/locales/areas/tabs';

export const ProfileHeader = observer(function ProfileHeader() {
  const t = useT();
  const { session } = useStores();
  const user = session.userInfo;
  const open = () => (session.signedIn ? Taro.navigateTo({ url: ROUTES.userInfo }) : goLogin());
  const copyCode = (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    if (user) Taro.setClipboardData({ data: user.member_code });
  };
  const nickname = user?.nickname || t(session.signedIn ? 'mine.defaultNickname' : 'mine.guest');
  return (
    <View className="mine-header" onClick={open}>
      <Avatar className="mine-avatar" url={user?.wx_header} />
      <View className="mine-header-body">
        <View className="mine-nickname">{nickname}</View>
        {user && (
          <View className="mine-code-row">
            <View className="mine-member-code">{t('mine.memberCode', { code: user.member_code })}</View>
            <View className="mine-copy" onClick={copyCode}>
              {t('common.copy')}
            </View>
          </View>
        )}
        {user && <View className="mine-mobile">{user.mobile ? maskPhone(user.mobile) : t('mine.noMobile')}</View>}
      </View>
      <View className="mine-header-arrow" />
    </View>
  );
});
