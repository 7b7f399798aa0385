// Profile edits: avatar (choose -> upload -> save), nickname (1–20 chars) and gender, each saved on its own.
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { NICKNAME_MAX } from '@/constants';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import { useStores } from '@/stores';
import type { Gender } from '@contract/api';
import '@/locales/areas/profile';

const checkNickname = (name: string) => (name.length >= 1 && name.length <= NICKNAME_MAX ? '' : 'validate.nickname');

export function useProfileEdit() {
  const { session } = useStores();
  const form = useFormSubmit();
  const [nickname, setNickname] = useState(session.userInfo?.nickname ?? '');
  const saved = () => toast(t('userInfo.saved'));
  const loadedName = session.userInfo?.nickname;

  Taro.useDidShow(() => session.ensureUser());
  useEffect(() => {
    if (loadedName !== undefined) setNickname(loadedName);
  }, [loadedName]);

  const saveNickname = () => {
    const name = nickname.trim();
    return form.submit(checkNickname(name), () => session.editUser({ nickname: name }), saved);
  };

  const saveGender = (gender: Gender) => form.submit('', () => session.editUser({ gender }), saved);

  const changeAvatar = async () => {
    const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'] }).catch(() => null);
    const file = picked?.tempFilePaths[0];
    if (file) await form.submit('', () => session.changeAvatar(file), saved);
  };

  return { nickname, setNickname, saveNickname, saveGender, changeAvatar, error: form.error, busy: form.busy };
}
