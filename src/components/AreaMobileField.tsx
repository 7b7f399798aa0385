// Area code (+64 NZ default, +61 AU, +86 CN) and mobile number.
import { Input } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { loadParsePhone } from '@/lib/phone-check';
import { useT } from '@/locales';
import type { AreaCode } from '@contract/api';
import { AreaCodePicker, preloadAreaCodePicker } from './AreaCodePicker';
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

/** The number's check is about to be needed: on H5 this starts fetching its parser (a failure shows at the check). */
const preloadPhoneCheck = () => void loadParsePhone().catch(() => {});

export function AreaMobileField({ areaCode, mobile, onAreaCode, onMobile, accountMode = false, className = '' }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <View className={`field field-mobile ${className}`}>
      <View className="field-area area-code" onTouchStart={preloadAreaCodePicker} onClick={() => setPicking(true)}>
        <Text>+{areaCode}</Text>
        <Text className="field-area-caret" />
      </View>
      <Input
        className="field-input"
        type={accountMode ? 'text' : 'number'}
        maxLength={accountMode ? 32 : 15}
        value={mobile}
        onChange={(value) => {
          preloadPhoneCheck();
          onMobile(value);
        }}
        onFocus={preloadPhoneCheck}
        placeholder={t(accountMode ? 'form.accountPlaceholder' : 'form.mobilePlaceholder')}
      />
      <AreaCodePicker visible={picking} areaCode={areaCode} onPick={onAreaCode} onClose={() => setPicking(false)} />
    </View>
  );
}
