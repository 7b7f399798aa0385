// Create or edit a coupon template (admin): names, amount or percent off (with a cap), minimum spend,
// validity (days after issue, or a fixed window), lines, total and per-user limits, how it is issued
// (registration / an activity / staff) and the activity it belongs to.
import { Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useZone } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useT } from '@/locales';
import * as couponService from '@/services/coupon';
import { useService } from '@/stores';
import { type AdminCouponTemplate, COUPON_KINDS, type CouponTrigger } from '@contract/coupon';
import type { ChannelInfo } from '@contract/pricing';
import { Chips, TextField, toggled } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';
import { fieldsOf, type TemplateFields, templateInput } from './couponTemplateInput';
import '@/locales/areas/coupons';

export interface ActivityOption {
  id: number;
  title: string;
}

interface Props {
  template: AdminCouponTemplate | null;
  channels: ChannelInfo[];
  activities: ActivityOption[];
  onDone(saved: AdminCouponTemplate): void;
  onCancel(): void;
}

const TRIGGERS: CouponTrigger[] = ['activity', 'registration', 'manual'];

export function CouponTemplateForm({ template, channels, activities, onDone, onCancel }: Props) {
  const t = useT();
  const couponApi = useService(couponService);
  const zone = useZone();
  const [f, setF] = useState<TemplateFields>(() => fieldsOf(template, zone));
  const set =
    <K extends keyof TemplateFields>(key: K) =>
    (value: TemplateFields[K]) =>
      setF((now) => ({ ...now, [key]: value }));
  const { error, busy, save } = useAdminSave('coupons.admin', !!template, onDone);
  const submit = () =>
    save(templateInput(f, zone), (input) =>
      template ? couponApi.updateCouponTemplate(template.id, input) : couponApi.createCouponTemplate(input),
    );

  return (
    <View className="staff-card coupon-template-form">
      <View className="staff-card-title">{t(template ? 'coupons.admin.editTitle' : 'coupons.admin.add')}</View>
      <TextField name="name-zh" label={t('coupons.admin.nameZh')} value={f.name_zh} onChange={set('name_zh')} maxLength={40} />
      <TextField name="name-en" label={t('coupons.admin.nameEn')} value={f.name_en} onChange={set('name_en')} />
      <Chips
        name="kind"
        label={t('coupons.admin.kind')}
        options={COUPON_KINDS.map((k) => ({ key: k, label: t(`coupons.admin.kinds.${k}`) }))}
        picked={[f.kind]}
        onToggle={set('kind')}
      />
      <TextField
        name="value"
        label={t(f.kind === 'amount' ? 'coupons.admin.amount' : 'coupons.admin.percent')}
        value={f.value}
        onChange={set('value')}
        type="digit"
        unit={f.kind === 'percent' ? '%' : undefined}
        maxLength={12}
      />
      {f.kind === 'percent' && (
        <TextField
          name="max-off"
          label={t('coupons.admin.maxOff')}
          value={f.max_off}
          onChange={set('max_off')}
          type="digit"
          placeholder={t('coupons.admin.noCap')}
          maxLength={12}
        />
      )}
      <TextField
        name="min-spend"
        label={t('coupons.admin.minSpend')}
        value={f.min_spend}
        onChange={set('min_spend')}
        type="digit"
        maxLength={12}
      />
      <Chips
        name="validity"
        label={t('coupons.admin.validity')}
        options={[
          { key: 'days' as const, label: t('coupons.admin.byDays') },
          { key: 'window' as const, label: t('coupons.admin.byWindow') },
        ]}
        picked={[f.validity]}
        onToggle={set('validity')}
      />
      {f.validity === 'days' ? (
        <TextField
          name="valid-days"
          label={t('coupons.admin.validDays')}
          value={f.valid_days}
          onChange={set('valid_days')}
          type="number"
          unit={t('coupons.admin.days')}
          maxLength={4}
        />
      ) : (
        <>
          <TextField
            name="valid-from"
            label={t('coupons.admin.validFrom')}
            value={f.valid_from}
            onChange={set('valid_from')}
            placeholder="YYYY-MM-DD HH:mm"
            maxLength={16}
          />
          <TextField
            name="valid-to"
            label={t('coupons.admin.validTo')}
            value={f.valid_to}
            onChange={set('valid_to')}
            placeholder="YYYY-MM-DD HH:mm"
            maxLength={16}
          />
          <ZoneNote className="coupon-window-zone" />
        </>
      )}
      <Chips
        name="channels"
        label={t('coupons.admin.channels')}
        options={channels.map((c) => ({ key: c.code, label: c.name }))}
        picked={f.channel_codes}
        onToggle={(code) => setF((now) => ({ ...now, channel_codes: toggled(now.channel_codes, code) }))}
        noneLabel={t('coupons.allLines')}
      />
      <TextField
        name="total-limit"
        label={t('coupons.admin.totalLimit')}
        value={f.total_limit}
        onChange={set('total_limit')}
        type="number"
        placeholder={t('coupons.admin.unlimited')}
        maxLength={8}
      />
      <TextField
        name="per-user-limit"
        label={t('coupons.admin.perUserLimit')}
        value={f.per_user_limit}
        onChange={set('per_user_limit')}
        type="number"
        maxLength={3}
      />
      <Chips
        name="trigger"
        label={t('coupons.admin.trigger')}
        options={TRIGGERS.map((k) => ({ key: k, label: t(`coupons.admin.triggers.${k}`) }))}
        picked={[f.trigger]}
        onToggle={set('trigger')}
      />
      {f.trigger === 'activity' && (
        <Chips
          name="activity"
          label={t('coupons.admin.activity')}
          options={activities.map((a) => ({ key: a.id, label: a.title }))}
          picked={f.activity_id ? [f.activity_id] : []}
          onToggle={(id) => set('activity_id')(id)}
          noneLabel={activities.length ? undefined : t('coupons.admin.noActivity')}
        />
      )}
      <View className="staff-field admin-field-active">
        <View className="staff-label">{t('coupons.admin.active')}</View>
        <Switch className="admin-active-switch" ariaLabel={t('coupons.admin.active')} checked={f.active} onChange={set('active')} />
      </View>
      <FormFoot name="coupon-template" error={error} busy={busy} onCancel={onCancel} onSave={submit} />
    </View>
  );
}
