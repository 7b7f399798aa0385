// Password input with a show/hide toggle.
import { Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import './fields.css';

interface Props {
  value: string;
  onChange: (password: string) => void;
  placeholder: string;
  className?: string;
}

export function PasswordField({ value, onChange, placeholder, className = '' }: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <View className={`field field-password ${className}`}>
      <Input
        className="field-input"
        type={visible ? 'text' : 'password'}
        maxLength={32}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
      />
      <View className="password-toggle" onClick={() => setVisible(!visible)}>
        {visible ? t('form.hide') : t('form.show')}
      </View>
    </View>
  );
}
