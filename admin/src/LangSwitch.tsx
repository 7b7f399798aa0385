import { Button } from 'antd';
import { useLang } from './i18n';

/** 中文 <-> English; the choice is remembered (main.tsx). */
export function LangSwitch() {
  const { lang, setLang, t } = useLang();
  return (
    <Button type="text" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
      {t('app.lang')}
    </Button>
  );
}
