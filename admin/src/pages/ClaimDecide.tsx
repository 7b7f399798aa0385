// The decision on a claim under review: approve an amount (a wallet claim; a delay is paid by its coupon, whose
// value the server sets) or reject, with a reason code and a note to the customer. The server judges the amount
// (never more than asked or the maximum, "full value" only when all is paid) and answers in the staff's language.
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  CLAIM_REASON_CODES,
  CLAIM_TEXT_MAX,
  type ClaimReasonCode,
  type StaffClaimDecideRequest,
  type StaffClaimDetail,
} from '@contract/claim';
import { currencySymbol, formatMoney } from '@contract/money';
import { useT } from '../i18n';

interface Values {
  amount?: number;
  reason_code: ClaimReasonCode;
  message?: string;
}

interface Props {
  claim: StaffClaimDetail;
  decide(body: StaffClaimDecideRequest): Promise<boolean>;
}

export function ClaimDecide({ claim, decide }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'' | StaffClaimDecideRequest['outcome']>('');
  const cash = claim.compensation === 'wallet';
  const send = async (outcome: StaffClaimDecideRequest['outcome']) => {
    const v = await form.validateFields(outcome === 'approve' ? undefined : ['reason_code']).catch(() => null);
    if (!v) return;
    setBusy(outcome);
    const amount = outcome === 'approve' && cash && v.amount !== undefined ? { amount: Math.round(v.amount * 100) } : {};
    await decide({ outcome, reason_code: v.reason_code, message: (v.message ?? '').trim(), ...amount }).finally(() => setBusy(''));
  };
  const initial: Values = {
    amount: claim.suggested / 100,
    reason_code: claim.suggested < claim.amount ? 'within_cap' : 'full_value',
  };
  return (
    <Form form={form} layout="vertical" className="claim-decide" initialValues={initial}>
      <Flex gap={12} wrap>
        {cash && (
          <Form.Item name="amount" label={t('claim.decideAmount')} rules={[{ required: true, message: t('detail.required') }]}>
            <InputNumber<number>
              className="claim-amount"
              prefix={currencySymbol(claim.currency)}
              min={0.01}
              precision={2}
              style={{ width: 180 }}
            />
          </Form.Item>
        )}
        <Form.Item name="reason_code" label={t('claim.reasonCode')} rules={[{ required: true, message: t('detail.required') }]}>
          <Select
            className="claim-reason"
            style={{ width: 220 }}
            options={CLAIM_REASON_CODES.map((code) => ({ value: code, label: t(`claimReason.${code}`) }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="message" label={t('claim.message')}>
        <Input.TextArea maxLength={CLAIM_TEXT_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Flex gap={8} align="center" wrap>
        <Button type="primary" className="claim-approve" loading={busy === 'approve'} onClick={() => void send('approve')}>
          {t('claim.approve')}
        </Button>
        <Button danger className="claim-reject" loading={busy === 'reject'} onClick={() => void send('reject')}>
          {t('claim.reject')}
        </Button>
        {cash && (
          <Typography.Text type="secondary">
            {t('claim.dual', { amount: formatMoney(claim.dual_approval_above, claim.currency) })}
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
}
