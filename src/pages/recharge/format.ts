// Formatting shared by the kilogram-card pages: kilograms, the lines a card covers.
import Taro from '@tarojs/taro';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import type { ChannelRef } from '@contract/card';
import { gramsToKg } from '@contract/units';

/** 5000 -> "5 kg". */
export const kgText = (grams: number) => `${gramsToKg(grams)} kg`;

/** "全部线路" or the names of the lines it is limited to. */
export const linesText = (channels: ChannelRef[]) =>
  channels.length ? t('kgCard.lines', { lines: channels.map((c) => c.name).join(t('kgCard.listSep')) }) : t('kgCard.allLines');

/** Copies a number (payment, waybill) and says so. */
export const copyNo = (no: string) =>
  Taro.setClipboardData({ data: no }).then(
    () => toast(t('kgCard.copied')),
    () => {},
  );
