// Admin, on the site settings screen: how customers reach customer service (phone, hours, the WeChat Work link H5
// opens) and the home page's announcement bar. Checked here first (the field named), the server again.
import { Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { useT } from '@/locales';
import * as noticesService from '@/services/site-notices';
import { useService } from '@/stores';
import type { AnnouncementSettings, CustomerServiceSettings } from '@contract/content';
import { TextField } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';
import '@/locales/areas/service';

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

/** Loads one settings group and keeps the form's copy beside what was saved. */
function useSettings<T, F>(load: () => Promise<T>, toFields: (row: T) => F) {
  const [row, setRow] = useState<T | null>(null);
  const [fields, setFields] = useState<F | null>(null);
  const reset = (r: T) => {
    setRow(r);
    setFields(toFields(r));
  };
  useEffect(() => {
    load().then(reset, () => {});
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { row, fields, setFields, reset };
}

function CustomerServiceForm() {
  const t = useT();
  const api = useService(noticesService);
  const s = useSettings(api.getCustomerService, (r: CustomerServiceSettings) => r);
  const { error, busy, save } = useAdminSave<CustomerServiceSettings>('serviceAdmin', true, s.reset);
  if (!s.row || !s.fields) return <Skeleton rows={4} animated />;
  const f = s.fields;
  const set = (key: keyof CustomerServiceSettings) => (value: string) => s.setFields({ ...f, [key]: value });
  return (
    <View className="staff-card service-settings-form">
      <View className="staff-card-title">{t('serviceAdmin.serviceTitle')}</View>
      <TextField
        name="service-phone"
        label={t('serviceAdmin.phone')}
        value={f.service_phone}
        onChange={set('service_phone')}
        maxLength={30}
      />
      <TextField
        name="service-hours-zh"
        label={t('serviceAdmin.hoursZh')}
        value={f.service_hours_zh}
        onChange={set('service_hours_zh')}
        maxLength={100}
      />
      <TextField
        name="service-hours-en"
        label={t('serviceAdmin.hoursEn')}
        value={f.service_hours_en}
        onChange={set('service_hours_en')}
        maxLength={200}
      />
      <TextField
        name="service-kf-url"
        label={t('serviceAdmin.kfUrl')}
        value={f.service_kf_url}
        onChange={set('service_kf_url')}
        placeholder="https://work.weixin.qq.com/kfid/..."
        maxLength={300}
      />
      <View className="staff-muted service-kf-hint">{t('serviceAdmin.kfHint')}</View>
      <FormFoot
        name="service-settings"
        error={error}
        busy={busy}
        onCancel={() => s.reset(s.row!)}
        onSave={() => save(customerServiceInput(f), api.saveCustomerService)}
      />
    </View>
  );
}

const noticeFields = (r: AnnouncementSettings): NoticeFields => ({ ...r, starts_on: r.starts_on ?? '', ends_on: r.ends_on ?? '' });

function AnnouncementForm() {
  const t = useT();
  const api = useService(noticesService);
  const s = useSettings(api.getAnnouncement, noticeFields);
  const { error, busy, save } = useAdminSave<AnnouncementSettings>('serviceAdmin', true, s.reset);
  if (!s.row || !s.fields) return <Skeleton rows={5} animated />;
  const f = s.fields;
  const set = (key: keyof NoticeFields) => (value: string | boolean) => s.setFields({ ...f, [key]: value });
  return (
    <View className="staff-card announcement-settings-form">
      <View className="staff-card-title">{t('serviceAdmin.noticeTitle')}</View>
      <View className="staff-field admin-field-active">
        <View className="staff-label">{t('serviceAdmin.active')}</View>
        <Switch className="admin-active-switch" ariaLabel={t('serviceAdmin.active')} checked={f.active} onChange={set('active')} />
      </View>
      <TextField name="notice-text-zh" label={t('serviceAdmin.textZh')} value={f.text_zh} onChange={set('text_zh')} maxLength={120} />
      <TextField name="notice-text-en" label={t('serviceAdmin.textEn')} value={f.text_en} onChange={set('text_en')} maxLength={240} />
      <TextField name="notice-route" label={t('serviceAdmin.route')} value={f.route} onChange={set('route')} maxLength={200} />
      <TextField
        name="notice-starts"
        label={t('serviceAdmin.startsOn')}
        value={f.starts_on}
        onChange={set('starts_on')}
        placeholder="YYYY-MM-DD"
        maxLength={10}
      />
      <TextField
        name="notice-ends"
        label={t('serviceAdmin.endsOn')}
        value={f.ends_on}
        onChange={set('ends_on')}
        placeholder="YYYY-MM-DD"
        maxLength={10}
      />
      <FormFoot
        name="announcement-settings"
        error={error}
        busy={busy}
        onCancel={() => s.reset(s.row!)}
        onSave={() => save(announcementInput(f), api.saveAnnouncement)}
      />
    </View>
  );
}

export function ServiceSettings() {
  return (
    <>
      <CustomerServiceForm />
      <AnnouncementForm />
    </>
  );
}
