// Create or edit an activity (admin): code, title, summary, coupon hint and body in both languages, the
// dates it runs (both days included), its place in the list and whether customers see it.
import { Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import * as couponService from '@/services/coupon';
import { useService } from '@/stores';
import { type ActivityFields, activityFields, activityInput, type AdminActivity } from './activityInput';
import { TextBox, TextField } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';

interface Props {
  /** null: a new activity. */
  activity: AdminActivity | null;
  onDone(saved: AdminActivity): void;
  onCancel(): void;
}

/** The texts in both languages: [field, locale key, longest zh text, a box (not one line)]. */
const TEXTS = [
  ['title', 'titleOf', 60, false],
  ['summary', 'summary', 300, true],
  ['coupon_hint', 'couponHint', 300, true],
  ['body', 'body', 5000, true],
] as const;

export function ActivityForm({ activity, onDone, onCancel }: Props) {
  const t = useT();
  const couponApi = useService(couponService);
  const [f, setF] = useState<ActivityFields>(() => activityFields(activity));
  const set =
    <K extends keyof ActivityFields>(key: K) =>
    (value: ActivityFields[K]) =>
      setF((now) => ({ ...now, [key]: value }));
  const { error, busy, save } = useAdminSave('activityAdmin', !!activity, onDone);
  const submit = () =>
    save(activityInput(f), (input) =>
      activity ? couponApi.updateAdminActivity(activity.id, input) : couponApi.createAdminActivity(input),
    );

  return (
    <View className="staff-card activity-form">
      <View className="staff-card-title">{t(activity ? 'activityAdmin.editTitle' : 'activityAdmin.add')}</View>
      <TextField
        name="code"
        label={t('activityAdmin.code')}
        value={f.code}
        onChange={set('code')}
        placeholder={t('activityAdmin.codeHint')}
        maxLength={40}
      />
      {TEXTS.flatMap(([field, key, max, box]) =>
        (['zh', 'en'] as const).map((lang) => {
          const name = `${field}_${lang}` as const;
          const props = {
            name: name.replace(/_/g, '-'),
            label: t(`activityAdmin.${key}`, { lang: t(`activityAdmin.lang.${lang}`) }),
            value: f[name],
            onChange: set(name),
            maxLength: lang === 'zh' ? max : max * 2,
          };
          return box ? <TextBox key={name} {...props} tall={field === 'body'} /> : <TextField key={name} {...props} />;
        }),
      )}
      <TextField
        name="starts-on"
        label={t('activityAdmin.startsOn')}
        value={f.starts_on}
        onChange={set('starts_on')}
        placeholder="YYYY-MM-DD"
        maxLength={10}
      />
      <TextField
        name="ends-on"
        label={t('activityAdmin.endsOn')}
        value={f.ends_on}
        onChange={set('ends_on')}
        placeholder="YYYY-MM-DD"
        maxLength={10}
      />
      <TextField name="sort" label={t('activityAdmin.sort')} value={f.sort} onChange={set('sort')} type="number" maxLength={7} />
      <View className="staff-field admin-field-active">
        <View className="staff-label">{t('activityAdmin.active')}</View>
        <Switch className="admin-active-switch" ariaLabel={t('activityAdmin.active')} checked={f.active} onChange={set('active')} />
      </View>
      <FormFoot name="activity" error={error} busy={busy} onCancel={onCancel} onSave={submit} />
    </View>
  );
}
