// The application: name, contact, how the customer will promote. Staff review it (or the site approves at once).
import { Button, Input, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import * as agentService from '@/services/agent';
import { toast } from '@/services/feedback';
import { useService } from '@/stores';
import type { AgentInfo } from '@contract/agent';

const FIELDS = ['name', 'contact', 'promotion'] as const;

export function ApplyForm({ info, onDone }: { info: AgentInfo; onDone(info: AgentInfo): void }) {
  const t = useT();
  const agentApi = useService(agentService);
  const before = info.agent;
  const [values, setValues] = useState({ name: before?.name ?? '', contact: before?.contact ?? '', promotion: before?.promotion ?? '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError('');
  };
  const submit = async () => {
    const missing = FIELDS.find((f) => !values[f].trim());
    if (missing) return setError(t('agent.apply.required', { field: t(`agent.apply.${missing}`) }));
    setBusy(true);
    try {
      onDone(await agentApi.applyAgent(values));
      toast(t('agent.apply.pending'));
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className="agent-card agent-apply">
      <View className="agent-card-title">{t('agent.apply.title')}</View>
      <View className="agent-intro">{t('agent.intro')}</View>
      {before?.status === 'rejected' && (
        <View className="agent-rejected">{t('agent.apply.rejected', { reason: before.reject_reason })}</View>
      )}
      <View className="agent-label">{t('agent.apply.name')}</View>
      <Input
        className="agent-input agent-apply-name"
        maxLength={50}
        value={values.name}
        onChange={set('name')}
        placeholder={t('agent.apply.namePlaceholder')}
      />
      <View className="agent-label">{t('agent.apply.contact')}</View>
      <Input
        className="agent-input agent-apply-contact"
        maxLength={100}
        value={values.contact}
        onChange={set('contact')}
        placeholder={t('agent.apply.contactPlaceholder')}
      />
      <View className="agent-label">{t('agent.apply.promotion')}</View>
      <TextArea
        className="agent-input agent-apply-promotion"
        maxLength={200}
        value={values.promotion}
        onChange={set('promotion')}
        placeholder={t('agent.apply.promotionPlaceholder')}
      />
      <View className="form-error agent-apply-error">{error}</View>
      <Button className="agent-apply-submit" type="primary" block loading={busy} onClick={submit}>
        {before?.status === 'rejected' ? t('agent.apply.again') : t('agent.apply.submit')}
      </Button>
    </View>
  );
}
