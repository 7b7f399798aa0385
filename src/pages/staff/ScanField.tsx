// The scan field of a floor page (see useScanner): the code input that keeps the focus, the camera button, and
// the last scan's result in large type (green done, red refused with the reason, amber waiting for one more step).
import { Button, Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useT } from '@/locales';
import type { Scanner } from './useScanner';

interface Props {
  scanner: Scanner;
  /** The page's class prefix: `<name>-scan`, `<name>-scan-camera`, `<name>-scan-result(--ok|--error|--ask)`. */
  name: string;
  label: string;
  placeholder: string;
  /** The line under the field until the first result (default: a scan acts at once). */
  hint?: string;
}

export function ScanField({ scanner, name, label, placeholder, hint }: Props) {
  const t = useT();
  const { outcome } = scanner;
  return (
    <View className={`staff-scan ${name}-scan`}>
      <View className="staff-field staff-scan-field" ref={scanner.box}>
        <View className="staff-label">{label}</View>
        <Input
          className={`staff-scan-input ${name}-scan-input`}
          value={scanner.value}
          onChange={scanner.setValue}
          onConfirm={(e: { detail?: { value?: string } }) => scanner.scan(e.detail?.value ?? scanner.value)}
          onBlur={scanner.onBlur}
          focus={process.env.TARO_ENV === 'h5' ? undefined : scanner.focused}
          confirmType="go"
          placeholder={placeholder}
          maxLength={120}
        />
        <Button className={`staff-scan-camera ${name}-scan-camera`} size="small" disabled={scanner.busy} onClick={scanner.camera}>
          {t('staff.scan.camera')}
        </Button>
      </View>
      {outcome ? (
        <View
          className={`staff-scan-result staff-scan-result--${outcome.tone} ${name}-scan-result ${name}-scan-result--${outcome.tone}`}
          aria-live="assertive"
        >
          {outcome.text}
        </View>
      ) : (
        <View className="staff-scan-hint">{hint ?? t('staff.scan.hint')}</View>
      )}
    </View>
  );
}
