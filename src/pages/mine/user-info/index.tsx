// Profile: avatar (preview, change), nickname, gender, read-only mobile or a link to bind one.
import { Button, Input, Picker } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Avatar } from '@/components/Avatar';
import { FormError } from '@/components/FormError';
import { PrivacyPrompt } from '@/components/PrivacyPrompt';
import { NICKNAME_MAX } from '@/constants';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useStores } from '@/stores';
import { formatPhone } from '@/utils/phone';
import type { Gender } from '@contract/api';
import { useProfileEdit } from './useProfileEdit';
import '../../tab-pages.css';
import './index.css';
import '@/locales/areas/profile';

const GENDERS: Gender[] = [0, 1, 2];

function UserInfoPage() {
  usePage('title.userInfo');
  const t = useT();
  const { session } = useStores();
  const edit = useProfileEdit();
  const [pickingGender, setPickingGender] = useState(false);
  const user = session.userInfo;
  const avatar = user?.wx_header ?? '';

  const bindPhone = () => {
    session.setBindClick(true);
    Taro.navigateTo({ url: ROUTES.bindTel });
  };

  return (
    <View className="tab-page userinfo-page">
      <PrivacyPrompt />
      <View className="card userinfo-list">
        <View className="userinfo-row userinfo-avatar">
          <View className="userinfo-label">{t('userInfo.avatar')}</View>
          <Avatar
            className="userinfo-avatar-img"
            url={avatar}
            onClick={() => (avatar ? Taro.previewImage({ urls: [avatar], current: avatar }) : edit.changeAvatar())}
          />
          <View className="userinfo-action userinfo-avatar-change" onClick={edit.changeAvatar}>
            {t('userInfo.change')}
          </View>
        </View>
        <View className="userinfo-row userinfo-nickname">
          <View className="userinfo-label">{t('userInfo.nickname')}</View>
          <Input
            className="userinfo-input"
            maxLength={NICKNAME_MAX}
            value={edit.nickname}
            onChange={edit.setNickname}
            placeholder={t('userInfo.nicknamePlaceholder')}
          />
          <Button className="userinfo-save" size="small" type="primary" loading={edit.busy} onClick={edit.saveNickname}>
            {t('common.save')}
          </Button>
        </View>
        <View className="userinfo-row userinfo-gender" onClick={() => setPickingGender(true)}>
          <View className="userinfo-label">{t('userInfo.gender')}</View>
          <View className="userinfo-value">{t(`gender.${user?.gender ?? 0}`)}</View>
        </View>
        <View className="userinfo-row userinfo-mobile">
          <View className="userinfo-label">{t('userInfo.mobile')}</View>
          {user?.mobile ? (
            <View className="userinfo-value">{formatPhone(user.mobile)}</View>
          ) : (
            <View className="userinfo-action userinfo-bind" onClick={bindPhone}>
              {t('userInfo.bindMobile')}
            </View>
          )}
        </View>
        <FormError className="userinfo-error" text={edit.error} />
      </View>
      <Picker
        title={t('userInfo.gender')}
        visible={pickingGender}
        options={[GENDERS.map((g) => ({ label: t(`gender.${g}`), value: g }))]}
        value={[user?.gender ?? 0]}
        onConfirm={(_, values) => edit.saveGender(values[0] as Gender)}
        onClose={() => setPickingGender(false)}
      />
    </View>
  );
}

export default observer(UserInfoPage);
