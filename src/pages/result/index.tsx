// The result page: success or failure, title, text and buttons, all from the query (lib/result.ts builds it).
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { usePage } from '@/hooks/usePage';
import { RESULT_KEYS } from '@/lib/result';
import { useT } from '@/locales';
import { ROUTES, TAB_ROUTES } from '@/routes';
import './index.css';
import '@/locales/areas/claims';

/** H5 hands the query over still encoded on some paths, weapp decoded: decode once when it is. */
const decoded = (value: string | undefined) => {
  if (!value) return '';
  try {
    return /%[0-9A-Fa-f]{2}/.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
};

function open(url: string) {
  const route = url.split('?')[0];
  if (TAB_ROUTES.includes(route)) return Taro.switchTab({ url: route });
  return Taro.redirectTo({ url });
}

export default function ResultPage() {
  const t = useT();
  const params = Object.fromEntries(Object.entries(Taro.useRouter().params ?? {}).map(([k, v]) => [k, decoded(v)]));
  const ok = params.status !== 'fail';
  const values = Object.fromEntries(Object.entries(params).filter(([k]) => !(RESULT_KEYS as readonly string[]).includes(k)));
  const say = (key: string) => (key ? t(key, { ...values, defaultValue: key }) : '');
  usePage(ok ? 'result.success' : 'result.fail');
  const buttons = (['primary', 'secondary'] as const).filter((name) => params[name] && params[`${name}_url`]);
  return (
    <View className={`result-page result-page--${ok ? 'success' : 'fail'}`}>
      <View className={`result-icon result-icon--${ok ? 'success' : 'fail'}`}>{ok ? '✓' : '!'}</View>
      <View className="result-title">{say(params.title) || t(ok ? 'result.success' : 'result.fail')}</View>
      {params.text && <View className="result-text">{say(params.text)}</View>}
      <View className="result-buttons">
        {buttons.map((name) => (
          <Button
            key={name}
            className={`result-button result-${name}`}
            type={name === 'primary' ? 'primary' : 'default'}
            block
            onClick={() => open(params[`${name}_url`])}
          >
            {say(params[name])}
          </Button>
        ))}
        {!buttons.length && (
          <Button className="result-button result-home" type="primary" block onClick={() => open(ROUTES.home)}>
            {t('result.home')}
          </Button>
        )}
      </View>
    </View>
  );
}
