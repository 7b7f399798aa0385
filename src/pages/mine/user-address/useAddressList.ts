// The address book list: one type at a time, searched (debounced 500 ms), paged, refreshed on return from edit.
import Taro from '@tarojs/taro';
import { useRef, useState } from 'react';
import { usePagedList } from '@/hooks/usePagedList';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { t } from '@/locales';
import * as addressService from '@/services/address';
import { confirmDialog, toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import type { Address, AddressType } from '@contract/address';

export const PAGE_SIZE = 20;

export function useAddressList(initialType: AddressType) {
  const { session } = useStores();
  const addressApi = useService(addressService);
  const [type, setType] = useState<AddressType>(initialType);
  const [input, setInput] = useState('');
  const signedIn = session.signedIn;

  const [keyword, keywordNow] = useSearchKeyword(input.trim());

  const search = setInput;

  const list = usePagedList<Address>(
    (page, pageSize) =>
      signedIn
        ? addressApi.listAddresses({ type, page, page_size: pageSize, ...(keyword ? { keyword } : {}) })
        : Promise.resolve({ list: [], total: 0 }),
    [type, keyword, signedIn],
    PAGE_SIZE,
  );

  // Back from the edit page: show what was saved (the first show is the first load above).
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current) list.refresh();
    shown.current = true;
  });

  const switchType = (next: AddressType) => {
    if (next === type) return;
    setInput('');
    keywordNow('');
    setType(next);
  };

  const remove = async (address: Address) => {
    const confirm = await confirmDialog(t('address.deleteTitle'), t('address.deleteConfirm', { name: address.name }));
    if (!confirm) return;
    try {
      await addressApi.deleteAddress(address.id);
    } catch {
      return; // toasted by the request layer
    }
    toast(t('address.deleted'));
    list.refresh();
  };

  const makeDefault = async (address: Address) => {
    try {
      await addressApi.updateAddress(address.id, { is_default: true });
    } catch {
      return;
    }
    toast(t('address.defaultSet'));
    list.refresh();
  };

  return { type, switchType, input, search, keyword, list, remove, makeDefault };
}
