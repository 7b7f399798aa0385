// The user's avatar, or a drawn default person (a letter of the nickname read "2" for a masked mobile).
import { User } from '@nutui/icons-react-taro';
import { Image, View } from '@tarojs/components';
import { useT } from '@/locales';
import './avatar.css';

interface Props {
  url?: string;
  className?: string;
  onClick?: () => void;
}

export function Avatar({ url, className = '', onClick }: Props) {
  const t = useT();
  if (url) return <Image className={`avatar ${className}`} src={url} mode="aspectFill" ariaLabel={t('common.avatar')} onClick={onClick} />;
  return (
    <View className={`avatar avatar--default ${className}`} onClick={onClick}>
      <User size={30} color="#ce3436" />
    </View>
  );
}
