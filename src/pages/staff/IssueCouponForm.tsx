// Issue a coupon to a customer by member code (staff): the template by number, or picked from the chips
// (admins: every active template; staff: the activities' templates, the ones staff can read). Limits hold on
// the server (42022); an unknown member code is 40004. The issued coupon is shown.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { useT } from '@/locales';
import * as couponService from '@/services/coupon';
import { toast } from '@/services/feedback';
import { useService } from '@/stores';
import type { Coupon } from '@contract/coupon';
import { Chips, TextField } from './AdminFields';
import '@/locales/areas/coupons';

export interface TemplateOption {
  id: number;
  name: string;
}

interface Props {
  templates: TemplateOption[];
  /** Preselected (an admin tapped "issue" on a template). */
  templateId?: number;
}

export function IssueCouponForm({ templates, templateId }: Props) {
  const t = useT();
  const couponApi = useService(couponService);
  const [id, setId] = useState(templateId ? String(templateId) : '');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<{ code: string; coupon: Coupon } | null>(null);
  useEffect(() => {
    if (templateId) setId(String(templateId));
  }, [templateId]);

  const submit = async () => {
    if (busy) return;
    const member = code.trim().toUpperCase();
    if (!/^[1-9]\d{0,9}$/.test(id.trim())) return setError(t('coupons.issue.error.template'));
    // The site's country and 6 digits (NZ123456), as printed in the warehouse address.
    if (!/^[A-Z]{2}\d{6}$/.test(member)) return setError(t('coupons.issue.error.member'));
    setError('');
    setBusy(true);
    try {
      const coupon = await couponApi.issueCoupon({ template_id: Number(id), member_code: member });
      setIssued({ code: member, coupon });
      setCode('');
      toast(t('coupons.issue.done'));
    } catch {
      // toasted: unknown member (40004), limit reached (42022), inactive template
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="staff-card coupon-issue-form">
      <View className="staff-card-title">{t('coupons.issue.title')}</View>
      {templates.length > 0 && (
        <Chips
          name="issue-template"
          label={t('coupons.issue.pick')}
          options={templates.map((o) => ({ key: o.id, label: `#${o.id} ${o.name}` }))}
          picked={[Number(id)]}
          onToggle={(key) => setId(String(key))}
        />
      )}
      <TextField name="issue-template-id" label={t('coupons.issue.templateId')} value={id} onChange={setId} type="number" maxLength={10} />
      <TextField
        name="issue-member"
        label={t('coupons.issue.member')}
        value={code}
        onChange={setCode}
        placeholder={t('coupons.issue.memberHint')}
        maxLength={20}
      />
      <View className="form-error staff-error coupon-issue-error">{error}</View>
      <Button className="coupon-issue-submit" type="primary" block loading={busy} disabled={busy} onClick={submit}>
        {t('coupons.issue.submit')}
      </Button>
      {issued && (
        <View className="staff-notice coupon-issue-result">
          <InstantIn
            sentence={t('coupons.issue.result', {
              code: issued.code,
              name: issued.coupon.name,
              description: issued.coupon.description,
              date: IN_SENTENCE,
            })}
            at={issued.coupon.expires_at}
          />
        </View>
      )}
    </View>
  );
}
