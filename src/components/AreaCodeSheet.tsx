// The bottom sheet that picks the area code (NutUI Picker). AreaCodePicker is how a field shows it: at once in the
// mini-program, fetched on first use on H5.
import { Picker } from '@nutui/nutui-react-taro';
import { useT } from '@/locales';
import { AREA_CODES, type AreaCode } from '@contract/api';

export interface AreaCodeSheetProps {
  visible: boolean;
  areaCode: AreaCode;
  onPick: (code: AreaCode) => void;
  onClose: () => void;
}

export function AreaCodeSheet({ visible, areaCode, onPick, onClose }: AreaCodeSheetProps) {
  const t = useT();
  const options = AREA_CODES.map((code) => ({ label: `${t(`area.${code}`)} +${code}`, value: code }));
  return (
    <Picker
      title={t('area.title')}
      visible={visible}
      options={[options]}
      value={[areaCode]}
      onConfirm={(_, values) => onPick(values[0] as AreaCode)}
      onClose={onClose}
    />
  );
}
