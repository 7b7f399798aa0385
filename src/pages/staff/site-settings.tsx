// The site's operations settings (admins): free storage days, the daily storage fee per parcel, the disposal
// limit, the handling fee per returned parcel, and the contact details. One row per site, edited in place; checked here first, the server again.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as operationsService from '@/services/operations';
import { useService, useStores } from '@/stores';
import { currencySymbol, toMinorUnits } from '@/utils/money';
import type { SiteOperations } from '@contract/operations';
import { TextField } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';
import { ServiceSettings } from './ServiceSettings';
import { AdminOnly, StaffGate } from './StaffGate';
import '@/locales/areas/operations';
import '@/locales/areas/staff';
import '@/locales/areas/cards';

type Fields = Record<'free' | 'fee' | 'disposal' | 'returnFee' | 'name' | 'phone' | 'email' | 'address', string>;

const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;
const whole = (text: string, max: number) => (/^\d+$/.test(text.trim()) && Number(text) <= max ? Number(text) : NaN);

/** The update body, or the key of the first field that is wrong. */
export function siteOperationsInput(f: Fields) {
  const free = whole(f.free, 365);
  const fee = toMinorUnits(f.fee);
  const disposal = whole(f.disposal, 3650);
  const returnFee = toMinorUnits(f.returnFee);
  if (Number.isNaN(free)) return { error: 'free' };
  if (!(fee >= 0 && fee <= 100_000)) return { error: 'fee' };
  if (!(disposal > free)) return { error: 'disposal' };
  if (!(returnFee >= 0 && returnFee <= 100_000)) return { error: 'returnFee' };
  if (!/^[0-9+() -]*$/.test(f.phone.trim())) return { error: 'phone' };
  if (f.email.trim() && !EMAIL.test(f.email.trim())) return { error: 'email' };
  return {
    free_storage_days: free,
    daily_storage_fee: fee,
    disposal_days: disposal,
    return_handling_fee: returnFee,
    contact_name: f.name.trim(),
    contact_phone: f.phone.trim(),
    contact_email: f.email.trim(),
    contact_address: f.address.trim(),
  };
}

const fieldsOf = (row: SiteOperations): Fields => ({
  free: String(row.free_storage_days),
  fee: (row.daily_storage_fee / 100).toFixed(2),
  disposal: String(row.disposal_days),
  returnFee: (row.return_handling_fee / 100).toFixed(2),
  name: row.contact_name,
  phone: row.contact_phone,
  email: row.contact_email,
  address: row.contact_address,
});

function SiteSettings() {
  const t = useT();
  const operationsApi = useService(operationsService);
  const { session } = useStores();
  const [row, setRow] = useState<SiteOperations | null>(null);
  const [fields, setFields] = useState<Fields | null>(null);
  const { error, busy, save } = useAdminSave<SiteOperations>('ops.settings', true, (saved) => {
    setRow(saved);
    setFields(fieldsOf(saved));
  });
  useEffect(() => {
    operationsApi
      .getSiteOperations()
      .then((r) => {
        setRow(r);
        setFields(fieldsOf(r));
      })
      .catch(() => {});
  }, [operationsApi]);
  if (!row || !fields) return <Skeleton rows={6} animated />;
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f!, [key]: value }));
  const symbol = currencySymbol(siteCurrency(session)).trim();
  return (
    <View className="staff-card site-settings-form">
      <TextField name="free" label={t('ops.settings.free')} value={fields.free} onChange={set('free')} type="number" maxLength={3} />
      <TextField name="fee" label={t('ops.settings.fee', { symbol })} value={fields.fee} onChange={set('fee')} type="digit" maxLength={8} />
      <TextField
        name="disposal"
        label={t('ops.settings.disposal')}
        value={fields.disposal}
        onChange={set('disposal')}
        type="number"
        maxLength={4}
      />
      <TextField
        name="return-fee"
        label={t('ops.settings.returnFee', { symbol })}
        value={fields.returnFee}
        onChange={set('returnFee')}
        type="digit"
        maxLength={8}
      />
      <TextField name="contact-name" label={t('ops.settings.contactName')} value={fields.name} onChange={set('name')} />
      <TextField name="contact-phone" label={t('ops.settings.contactPhone')} value={fields.phone} onChange={set('phone')} maxLength={30} />
      <TextField name="contact-email" label={t('ops.settings.contactEmail')} value={fields.email} onChange={set('email')} maxLength={120} />
      <TextField
        name="contact-address"
        label={t('ops.settings.contactAddress')}
        value={fields.address}
        onChange={set('address')}
        maxLength={300}
      />
      <FormFoot
        name="site-settings"
        error={error}
        busy={busy}
        onCancel={() => setFields(fieldsOf(row))}
        onSave={() => save(siteOperationsInput(fields), (input) => operationsApi.saveSiteOperations(row.id, input))}
      />
    </View>
  );
}

export default function StaffSiteSettingsPage() {
  usePage('ops.settings.title');
  return (
    <StaffGate className="staff-site-settings-page">
      {() => (
        <AdminOnly>
          {() => (
            <>
              <SiteSettings />
              <ServiceSettings />
            </>
          )}
        </AdminOnly>
      )}
    </StaffGate>
  );
}
