// Formatting shared by the kilogram-card pages: local dates and times, kilograms, the lines a card covers.
import Taro from '@tarojs/taro';
import dayjs from 'dayjs';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import { gramsToKg } from '@/utils/units';
import type { ChannelRef } from '@contract/card';

/** An ISO time as the customer reads it: the phone's local date (and time). */
export const localDate = (iso: string | null | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DD') : '');
export const localTime = (iso: string | null | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

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
