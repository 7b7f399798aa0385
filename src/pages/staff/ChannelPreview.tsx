// The live price preview under the channel form: a sample parcel (weight, size, declared value, category)
// priced on the values as typed, by the server's one pricing function (POST /api/admin/channel/preview,
// nothing saved), beside today's price of a stored channel. Asked again 400 ms after the last keystroke.
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { useT } from '@/locales';
import * as adminService from '@/services/admin';
import { useService } from '@/stores';
import { formatMoney, toMinorUnits } from '@/utils/money';
import { bodyOf, CHANNEL, type FormValues } from '@contract/admin-kinds';
import type { ChannelPreviewData, PreviewResult } from '@contract/audit';
import { cmToMm, kgToGrams, shownKg } from '@contract/units';
import { Chips, TextField } from './AdminFields';
import { useFieldLabel } from './KindForm';

/** The fields that price a parcel: names and descriptions don't, so a half-typed name never blocks the preview. */
const PRICING = { ...CHANNEL, fields: CHANNEL.fields.filter((f) => !['code', 'name', 'description'].includes(f.name)) };

interface Props {
  values: FormValues;
  initial: FormValues;
  /** A stored channel (its changes are laid over it); undefined: a new one. */
  channelId?: number;
  categories: { key: string; label: string }[];
  currency: string;
}

type Sample = { weight: string; length: string; width: string; height: string; declared: string; category: string };

function Price({ name, result, currency }: { name: string; result: PreviewResult; currency: string }) {
  const t = useT();
  const b = result.breakdown;
  return (
    <View className={`channel-preview-${name}`}>
      <View className="channel-preview-label">{t(`adminArea.preview.${name === 'current' ? 'now' : 'next'}`)}</View>
      {b ? (
        <>
          <View className="channel-preview-total">{formatMoney(b.total, currency)}</View>
          <View className="staff-muted channel-preview-weight">{t('adminArea.preview.chargeable', { kg: shownKg(b.chargeable_g) })}</View>
        </>
      ) : (
        <View className="staff-error channel-preview-refused">{result.reason?.msg}</View>
      )}
    </View>
  );
}

export function ChannelPreview({ values, initial, channelId, categories, currency }: Props) {
  const t = useT();
  const label = useFieldLabel();
  const adminApi = useService(adminService);
  const [sample, setSample] = useState<Sample>({
    weight: '2.3',
    length: '30',
    width: '20',
    height: '15',
    declared: '50',
    category: categories[0]?.key ?? 'general',
  });
  const [answer, setAnswer] = useState<ChannelPreviewData | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Sample) => (value: string) => setSample((now) => ({ ...now, [key]: value }));

  const made = bodyOf(PRICING, values, channelId ? initial : undefined);
  const parcel = {
    weight_g: kgToGrams(sample.weight),
    length_mm: cmToMm(sample.length),
    width_mm: cmToMm(sample.width),
    height_mm: cmToMm(sample.height),
    declared_value: toMinorUnits(sample.declared),
    category: sample.category,
  };
  const wrong =
    'error' in made
      ? label(made.error)
      : Object.values(parcel).some((v) => Number.isNaN(v)) || parcel.weight_g < 1
        ? t('adminArea.preview.weight')
        : '';
  const request =
    wrong || 'error' in made ? '' : JSON.stringify({ ...(channelId ? { channel_id: channelId } : {}), ...made.body, ...parcel });

  useEffect(() => {
    if (!request) return undefined;
    let live = true;
    setBusy(true);
    const timer = setTimeout(() => {
      adminApi
        .previewChannelPrice(JSON.parse(request))
        .then(
          (data) => {
            if (live) setAnswer(data);
          },
          () => {},
        )
        .finally(() => {
          if (live) setBusy(false);
        });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, adminApi]);

  return (
    <View className="channel-preview">
      <View className="staff-card-title">{t('adminArea.preview.title')}</View>
      <View className="staff-muted channel-preview-hint">{t('adminArea.preview.hint')}</View>
      <TextField
        name="sample-weight"
        label={t('adminArea.preview.weight')}
        value={sample.weight}
        onChange={set('weight')}
        type="digit"
        maxLength={8}
      />
      <TextField
        name="sample-length"
        label={t('adminArea.preview.length')}
        value={sample.length}
        onChange={set('length')}
        type="digit"
        maxLength={6}
      />
      <TextField
        name="sample-width"
        label={t('adminArea.preview.width')}
        value={sample.width}
        onChange={set('width')}
        type="digit"
        maxLength={6}
      />
      <TextField
        name="sample-height"
        label={t('adminArea.preview.height')}
        value={sample.height}
        onChange={set('height')}
        type="digit"
        maxLength={6}
      />
      <TextField
        name="sample-declared"
        label={t('adminArea.preview.declared')}
        value={sample.declared}
        onChange={set('declared')}
        type="digit"
        maxLength={10}
      />
      <Chips
        name="sample-category"
        label={t('adminArea.preview.category')}
        options={categories}
        picked={[sample.category]}
        onToggle={set('category')}
      />
      {wrong ? (
        <View className="staff-error channel-preview-fix">{t('adminArea.preview.fix', { field: wrong })}</View>
      ) : busy && !answer ? (
        <View className="staff-muted channel-preview-loading">{t('adminArea.preview.loading')}</View>
      ) : answer ? (
        <View className={`channel-preview-prices${busy ? ' channel-preview--stale' : ''}`}>
          {answer.current && <Price name="current" result={answer.current} currency={answer.currency} />}
          <Price name="preview" result={answer.preview} currency={answer.currency || currency} />
        </View>
      ) : null}
    </View>
  );
}
