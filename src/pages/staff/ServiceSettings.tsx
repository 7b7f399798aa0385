// Admin, on the site settings screen: how customers reach customer service (phone, hours, the WeChat Work link H5
// opens) and the home page's announcement bar. Checked here first (the field named), the server again.
import { Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { type ReactNode, useEffect, useState } from 'react';
import { langOfField, Verbatim } from '@/components/InLanguage';
import { useT } from '@/locales';
import * as noticesService from '@/services/site-notices';
import { useService } from '@/stores';
import type { AnnouncementSettings, CustomerServiceSettings } from '@contract/content';
import { TextField } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';
import '@/locales/areas/service-admin';

const PHONE = /^(\+?[0-9][0-9 ()-]{5,28})?$/;
const KF_URL = /^(https:\/\/work\.weixin\.qq\.com\/kfid\/[A-Za-z0-9_-]+)?$/;
const ROUTE = /^(\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_%-]*)?)?$/;
const DAY = /^(\d{4}-\d{2}-\d{2})?$/;

/** The update body, or the key of the first field that is wrong. */
export function customerServiceInput(f: CustomerServiceSettings) {
  const v = {
    service_phone: f.service_phone.trim(),
    service_hours_zh: f.service_hours_zh.trim(),
    service_hours_en: f.service_hours_en.trim(),
    service_kf_url: f.service_kf_url.trim(),
  };
  if (!PHONE.test(v.service_phone)) return { error: 'phone' };
  if (!KF_URL.test(v.service_kf_url)) return { error: 'kfUrl' };
  return v;
}

type NoticeFields = Omit<AnnouncementSettings, 'starts_on' | 'ends_on'> & { starts_on: string; ends_on: string };

export function announcementInput(f: NoticeFields): AnnouncementSettings | { error: string } {
  const v = { ...f, text_zh: f.text_zh.trim(), text_en: f.text_en.trim(), route: f.route.trim() };
  const [from, to] = [f.starts_on.trim(), f.ends_on.trim()];
  if (v.active && !v.text_zh) return { error: 'textZh' };
  if (v.active && !v.text_en) return { error: 'textEn' };
  if (!ROUTE.test(v.route)) return { error: 'route' };
  if (!DAY.test(from) || !DAY.test(to)) return { error: 'day' };
  if (from && to && to < from) return { error: 'period' };
  return { ...v, starts_on: from || null, ends_on: to || null };
}

/** A text field of a form: its class name, label key, field, length and placeholder key. */
type Spec<F> = [name: string, label: string, key: keyof F & string, max: number, placeholder?: string];

const SERVICE_FIELDS: Spec<CustomerServiceSettings>[] = [
  ['service-phone', 'serviceAdmin.phone', 'service_phone', 30],
  ['service-hours-zh', 'serviceAdmin.hoursZh', 'service_hours_zh', 100],
  ['service-hours-en', 'serviceAdmin.hoursEn', 'service_hours_en', 200],
  ['service-kf-url', 'serviceAdmin.kfUrl', 'service_kf_url', 300, 'serviceAdmin.kfPlaceholder'],
];

const NOTICE_FIELDS: Spec<NoticeFields>[] = [
  ['notice-text-zh', 'serviceAdmin.textZh', 'text_zh', 120],
  ['notice-text-en', 'serviceAdmin.textEn', 'text_en', 240],
  ['notice-route', 'serviceAdmin.route', 'route', 200, 'serviceAdmin.routeHint'],
  ['notice-starts', 'serviceAdmin.startsOn', 'starts_on', 10, 'serviceAdmin.dayHint'],
  ['notice-ends', 'serviceAdmin.endsOn', 'ends_on', 10, 'serviceAdmin.dayHint'],
];

/**
 * One settings group as a card: loaded, edited as `F` (the text fields from `specs`, `extra` for the rest), checked
 * by `input` and saved; cancel goes back to what was loaded or last saved.
 */
function SettingsCard<T, F, I extends object>(props: {
  name: string;
  title: string;
  load: () => Promise<T>;
  toFields: (row: T) => F;
  specs: Spec<F>[];
  input: (fields: F) => I | { error: string };
  send: (input: I) => Promise<T>;
  extra?: (fields: F, set: (key: keyof F) => (value: unknown) => void) => ReactNode;
  foot?: ReactNode;
}) {
  const t = useT();
  const [row, setRow] = useState<T | null>(null);
  const [fields, setFields] = useState<F | null>(null);
  const reset = (r: T) => {
    setRow(r);
    setFields(props.toFields(r));
  };
  const { error, busy, save } = useAdminSave<T>('serviceAdmin', true, reset);
  useEffect(() => {
    props.load().then(reset, () => {});
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  if (!row || !fields) return <Skeleton rows={4} animated />;
  const set = (key: keyof F) => (value: unknown) => setFields({ ...fields, [key]: value });
  return (
    <View className={`staff-card ${props.name}-form`}>
      <View className="staff-card-title">{props.title}</View>
      {props.extra?.(fields, set)}
      {props.specs.map(([name, label, key, max, placeholder]) => (
        <TextField
          key={name}
          name={name}
          label={t(label)}
          value={String(fields[key])}
          onChange={set(key)}
          placeholder={placeholder && t(placeholder)}
          maxLength={max}
          lang={langOfField(key)}
        />
      ))}
      {props.foot}
      <FormFoot
        name={props.name}
        error={error}
        busy={busy}
        onCancel={() => reset(row)}
        onSave={() => save(props.input(fields), props.send)}
      />
    </View>
  );
}

const noticeFields = (r: AnnouncementSettings): NoticeFields => ({ ...r, starts_on: r.starts_on ?? '', ends_on: r.ends_on ?? '' });

export function ServiceSettings() {
  const t = useT();
  const api = useService(noticesService);
  return (
    <>
      <SettingsCard
        name="service-settings"
        title={t('serviceAdmin.serviceTitle')}
        load={api.getCustomerService}
        toFields={(r: CustomerServiceSettings) => r}
        specs={SERVICE_FIELDS}
        input={customerServiceInput}
        send={api.saveCustomerService}
        foot={
          <View className="staff-muted service-kf-hint">
            {t('serviceAdmin.kfHint')}
            <Verbatim>https://work.weixin.qq.com/kfid/…</Verbatim>
          </View>
        }
      />
      <SettingsCard
        name="announcement-settings"
        title={t('serviceAdmin.noticeTitle')}
        load={api.getAnnouncement}
        toFields={noticeFields}
        specs={NOTICE_FIELDS}
        input={announcementInput}
        send={api.saveAnnouncement}
        extra={(f, set) => (
          <View className="staff-field admin-field-active">
            <View className="staff-label">{t('serviceAdmin.active')}</View>
            <Switch className="admin-active-switch" ariaLabel={t('serviceAdmin.active')} checked={f.active} onChange={set('active')} />
          </View>
        )}
      />
    </>
  );
}
