// A recipient's address pasted as one block ("张三 13812345678 广东省深圳市南山区科技园路1号") fills the form's
// name, mobile, region, street and postcode (lib/address-paste.ts, over the region tree the region field uses).
// "Paste" reads the clipboard where the platform allows; the box takes a long-press paste everywhere.
import { Button, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { parsePastedAddress, type PastedAddress } from '@/lib/address-paste';
import { readClipboardText } from '@/lib/clipboard-text';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as regionService from '@/services/region';
import { useService } from '@/stores';
import type { RegionValue } from './useAddressForm';
import '@/locales/areas/address';

interface Fill {
  setName(v: string): void;
  setMobile(v: string): void;
  setRegion(v: RegionValue): void;
  setStreet(v: string): void;
  setPostcode(v: string): void;
}

/** Only what was found replaces what the form holds. */
function fill(form: Fill, a: PastedAddress) {
  if (a.name) form.setName(a.name);
  if (a.mobile) form.setMobile(a.mobile);
  if (a.region) form.setRegion(a.region);
  if (a.street) form.setStreet(a.street);
  if (a.postcode) form.setPostcode(a.postcode);
}

export function AddressPaste({ form }: { form: Fill }) {
  const t = useT();
  const regionApi = useService(regionService);
  const [text, setText] = useState('');

  const read = async (block: string) => {
    if (!block.trim()) return toast(t('addressPaste.empty'));
    const tree = await regionApi.loadRegionTree().catch(() => []);
    const found = parsePastedAddress(block, tree);
    // Without a mobile or a region it was not an address: the form stays as it was.
    if (!found.region && !found.mobile) return toast(t('addressPaste.none'));
    fill(form, found);
    toast(t('addressPaste.done'));
  };
  const paste = async () => {
    const clip = await readClipboardText();
    if (!clip.trim()) return toast(t('addressPaste.noClipboard'));
    setText(clip);
    await read(clip);
  };

  return (
    <View className="card address-paste">
      <TextArea
        className="address-paste-input"
        value={text}
        onChange={(v: string) => setText(v)}
        placeholder={t('addressPaste.placeholder')}
        maxLength={300}
        autoSize
      />
      <View className="address-paste-buttons">
        <Button className="address-paste-clipboard" size="small" onClick={paste}>
          {t('addressPaste.paste')}
        </Button>
        <Button className="address-paste-read" size="small" type="primary" onClick={() => read(text)}>
          {t('addressPaste.read')}
        </Button>
      </View>
    </View>
  );
}
