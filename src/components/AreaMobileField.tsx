// Area code (+64 NZ default, +61 AU, +86 CN) and mobile number.
import { Input, Picker } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import { AREA_CODES, type AreaCode } from '@contract/api';
import './fields.css';

interface Props {
  areaCode: AreaCode;
  mobile: string;
  onAreaCode: (code: AreaCode) => void;
  onMobile: (mobile: string) => void;
  /** Also takes an account name (password sign-in): a text keyboard instead of digits. */
  accountMode?: boolean;
  className?: string;
}

export function AreaMobileField({ areaCode, mobile, onAreaCode, onMobile, accountMode = false, className = '' }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const options = AREA_CODES.map((code) => ({ label: `${t(`area.${code}`)} +${code}`, value: code }));
  return (
    <View className={`field field-mobile ${className}`}>
      <View className="field-area area-code" onClick={() => setPicking(true)}>
        <Text>+{areaCode}</Text>
        <Text className="field-area-caret" />
      </View>
      <Input
        className="field-input"
        type={accountMode ? 'text' : 'number'}
        maxLength={accountMode ? 32 : 15}
        value={mobile}
        onChange={onMobile}
        placeholder={t(accountMode ? 'form.accountPlaceholder' : 'form.mobilePlaceholder')}
      />
      <Picker
        title={t('area.title')}
        visible={picking}
        options={[options]}
        value={[areaCode]}
        onConfirm={(_, values) => onAreaCode(values[0] as AreaCode)}
        onClose={() => setPicking(false)}
      />
    </View>
  );
}
