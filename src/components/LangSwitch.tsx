// 中文 / English switch: the whole app follows at once.
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Lang } from '@/locales';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import './lang-switch.css';

const LANGS: Lang[] = ['zh_CN', 'en'];

export const LangSwitch = observer(function LangSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const { language } = useStores();
  return (
    <View className={`lang-switch ${className}`}>
      {LANGS.map((lang) => (
        <View
          key={lang}
          className={`lang-switch-item lang-${lang} ${language.lang === lang ? 'lang-switch-item--active' : ''}`}
          onClick={() => language.setLang(lang)}
        >
          {t(`lang.${lang}`)}
        </View>
      ))}
    </View>
  );
});
