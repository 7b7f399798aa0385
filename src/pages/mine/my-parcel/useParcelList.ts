// My parcels of one status tab: searched (debounced 500 ms), paged, with the per-status counts of the answer.
import Taro from '@tarojs/taro';
import { useRef, useState } from 'react';
import { usePagedList } from '@/hooks/usePagedList';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { t } from '@/locales';
import { confirmDialog, toast } from '@/services/feedback';
import * as parcelService from '@/services/parcel';
import { useService } from '@/stores';
import type { Parcel, ParcelStatus } from '@contract/parcel';
import { type Counts, PAGE_SIZE } from './tabs';

export function useParcelList(status: ParcelStatus | 'all', onCounts: (counts: Counts) => void) {
  const parcelApi = useService(parcelService);
  const [input, setInput] = useState('');
  const [keyword] = useSearchKeyword(input.trim());
  const onCountsRef = useRef(onCounts);
  onCountsRef.current = onCounts;

  const search = setInput;

  const list = usePagedList<Parcel>(
    async (page, pageSize) => {
      const answer = await parcelApi.listParcels({
        ...(status === 'all' ? {} : { status }),
        ...(keyword ? { keyword } : {}),
        page,
        page_size: pageSize,
      });
      if (answer.counts) onCountsRef.current(answer.counts);
      return answer;
    },
    [status, keyword],
    PAGE_SIZE,
  );

  // Back from another page (a pack request moved parcels): show the current state.
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current) list.refresh();
    shown.current = true;
  });

  const remove = async (parcel: Parcel) => {
    const confirm = await confirmDialog(t('parcel.deleteTitle'), t('parcel.deleteConfirm', { no: parcel.tracking_no }));
    if (!confirm) return;
    try {
      await parcelApi.deleteParcel(parcel.id);
      toast(t('parcel.deleted'));
    } catch {
      // toasted (42009: it has arrived meanwhile); the refresh shows its real state
    }
    list.refresh();
  };

  const showPhotos = async (parcel: Parcel) => {
    try {
      const detail = await parcelApi.getParcel(parcel.id);
      const urls = detail.photos.map((p) => p.url);
      if (!urls.length) return toast(t('parcel.noPhotos'));
      await Taro.previewImage({ urls, current: urls[0] });
    } catch {
      // toasted by the request layer
    }
  };

  return { input, search, keyword, list, remove, showPhotos };
}
