// First use without a name of their own: ask for the name a shop prints before the member code (saved as the
// nickname), so the recipient line is never a masked number.
import { Button, Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { FormError } from '@/components/FormError';
import { NICKNAME_MAX } from '@/constants';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useT } from '@/locales';
import { useStores } from '@/stores';

export function NameAsk({ code, onSaved }: { code: string; onSaved: () => void }) {
  const t = useT();
  const { session } = useStores();
  const form = useFormSubmit();
  const [name, setName] = useState('');
  const clean = name.trim();
  const problem = clean.length >= 1 && clean.length <= NICKNAME_MAX ? '' : 'storeAddress.nameAsk.error';
  form.useRecheck(problem);
  const save = () => form.submit(problem, () => session.editUser({ nickname: clean }), onSaved);
  return (
    <View className="content-card store-name-ask">
      <View className="store-name-ask-title">{t('storeAddress.nameAsk.title')}</View>
      <View className="store-name-ask-text">{t('storeAddress.nameAsk.text', { code })}</View>
      <Input
        className="store-name-input"
        value={name}
        onChange={setName}
        placeholder={t('storeAddress.nameAsk.placeholder')}
        maxLength={NICKNAME_MAX}
      />
      <FormError className="store-name-error" text={form.error} />
      <Button className="store-name-save" type="primary" size="small" block loading={form.busy} onClick={save}>
        {t('common.save')}
      </Button>
    </View>
  );
}
