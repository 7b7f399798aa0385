// H5: the area code sheet (NutUI Picker with Popup, Overlay, transitions and Taro's element measuring, ~17 KB gz)
// is not part of the sign-in pages' first load. A touch on the area code starts the fetch; the tap opens the sheet
// as soon as it is in. If the fetch fails the sheet stays closed, a toast says so, and the next tap fetches again.
import { type ComponentType, useEffect, useState } from 'react';
import { lazyPart } from '@/app/h5-lazy-part';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import type { AreaCodeSheetProps } from './AreaCodeSheet';

type Sheet = ComponentType<AreaCodeSheetProps>;

let loaded: Sheet | undefined;
const loadSheet = lazyPart(() => import('./AreaCodeSheet').then((m) => (loaded = m.AreaCodeSheet)));

/** Starts the fetch early (a failure here is left to the tap that needs the sheet). */
export const preloadAreaCodePicker = () => void loadSheet().catch(() => {});

export function AreaCodePicker(props: AreaCodeSheetProps) {
  const [Sheet, setSheet] = useState(() => loaded);
  const { visible, onClose } = props;

  useEffect(() => {
    if (!visible || Sheet) return undefined;
    let mounted = true;
    loadSheet().then(
      (sheet) => mounted && setSheet(() => sheet),
      () => {
        if (!mounted) return;
        toast(t('request.network'));
        onClose();
      },
    );
    return () => {
      mounted = false;
    };
  }, [visible, Sheet, onClose]);

  return Sheet ? <Sheet {...props} /> : null;
}
