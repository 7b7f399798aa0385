// Withdrawing commission: an amount (at least the site's minimum, at most what is available), to the wallet
// (instant) or by bank transfer to an NZ or AU account, checked here as the server checks it. One request id per
// attempt, so a double tap or a retry after a lost answer is the same withdrawal.
import { Button, Input, Radio } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import * as agentService from '@/services/agent';
import { toast } from '@/services/feedback';
import { useService } from '@/stores';
import { currencySymbol, formatMoney, toMinorUnits } from '@/utils/money';
import { isAmount } from '@/utils/validate';
import {
  type AgentInfo,
  AU_ACCOUNT_PATTERN,
  AU_BSB_PATTERN,
  type BankCountry,
  NZ_ACCOUNT_PATTERN,
  type WithdrawalMethod,
} from '@contract/agent';

const newRequestId = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
const squeeze = (value: string) => value.replace(/\s+/g, '');

export function WithdrawForm({ info, onDone }: { info: AgentInfo; onDone(): void }) {
  const t = useT();
  const agentApi = useService(agentService);
  const money = (minor: number) => formatMoney(minor, info.currency);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawalMethod>('wallet');
  const [country, setCountry] = useState<BankCountry>('NZ');
  const [bank, setBank] = useState({ account_name: '', account_number: '', bsb: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const { rules } = info;

  const problem = (): string => {
    if (!isAmount(amount.trim())) return t('agent.withdraw.badAmount');
    const minor = toMinorUnits(amount.trim());
    if (minor < rules.min_withdraw) return t('agent.withdraw.belowMin', { min: money(rules.min_withdraw) });
    if (minor > info.available) return t('agent.withdraw.overAvailable', { available: money(Math.max(0, info.available)) });
    if (method === 'wallet') return '';
    if (!bank.account_name.trim()) return t('agent.apply.required', { field: t('agent.withdraw.accountName') });
    if (country === 'NZ')
      return new RegExp(NZ_ACCOUNT_PATTERN).test(squeeze(bank.account_number))
        ? ''
        : `${t('agent.withdraw.accountNumber')}: ${t('agent.withdraw.nzPlaceholder')}`;
    if (!new RegExp(AU_BSB_PATTERN).test(squeeze(bank.bsb))) return `${t('agent.withdraw.bsb')}: ${t('agent.withdraw.bsbPlaceholder')}`;
    return new RegExp(AU_ACCOUNT_PATTERN).test(squeeze(bank.account_number))
      ? ''
      : `${t('agent.withdraw.accountNumber')}: ${t('agent.withdraw.auPlaceholder')}`;
  };

  const submit = async () => {
    if (busy) return;
    const why = problem();
    if (why) return setError(why);
    setBusy(true);
    try {
      const bankPart = method === 'bank' ? { bank_country: country, ...bank, bsb: country === 'AU' ? bank.bsb : undefined } : {};
      const done = await agentApi.createWithdrawal({ method, amount: toMinorUnits(amount.trim()), request_id: requestId, ...bankPart });
      toast(done.method === 'wallet' ? t('agent.withdraw.toWallet') : t('agent.withdraw.done'));
      setAmount('');
      setRequestId(newRequestId());
      onDone();
    } catch {
      // the server's message was shown; the same request id is kept for a retry
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof bank) => (value: string) => {
    setBank((b) => ({ ...b, [key]: value }));
    setError('');
  };
  return (
    <View className="agent-card agent-withdraw">
      <View className="agent-card-title">{t('agent.withdraw.title')}</View>
      <View className="agent-label">{t('agent.withdraw.amount', { symbol: currencySymbol(info.currency).trim() })}</View>
      <Input
        className="agent-input agent-withdraw-amount"
        type="digit"
        value={amount}
        placeholder={t('agent.withdraw.amountPlaceholder', { min: money(rules.min_withdraw) })}
        onChange={(v) => {
          setAmount(v);
          setError('');
        }}
      />
      <View className="agent-label">{t('agent.withdraw.method')}</View>
      <Radio.Group
        className="agent-withdraw-method"
        value={method}
        onChange={(v) => {
          setMethod(v as WithdrawalMethod);
          setError('');
        }}
      >
        <Radio className="agent-method-wallet" value="wallet">
          {t('agent.withdraw.wallet')}
        </Radio>
        <Radio className="agent-method-bank" value="bank">
          {t('agent.withdraw.bank', { fee: money(rules.bank_fee) })}
        </Radio>
      </Radio.Group>
      {method === 'bank' && (
        <View className="agent-bank">
          <View className="agent-label">{t('agent.withdraw.country')}</View>
          <Radio.Group className="agent-bank-country" value={country} onChange={(v) => setCountry(v as BankCountry)} direction="horizontal">
            <Radio className="agent-country-nz" value="NZ">
              {t('agent.withdraw.nz')}
            </Radio>
            <Radio className="agent-country-au" value="AU">
              {t('agent.withdraw.au')}
            </Radio>
          </Radio.Group>
          <View className="agent-label">{t('agent.withdraw.accountName')}</View>
          <Input className="agent-input agent-account-name" maxLength={80} value={bank.account_name} onChange={field('account_name')} />
          {country === 'AU' && (
            <>
              <View className="agent-label">{t('agent.withdraw.bsb')}</View>
              <Input
                className="agent-input agent-bsb"
                maxLength={8}
                type="digit"
                value={bank.bsb}
                onChange={field('bsb')}
                placeholder={t('agent.withdraw.bsbPlaceholder')}
              />
            </>
          )}
          <View className="agent-label">{t('agent.withdraw.accountNumber')}</View>
          <Input
            className="agent-input agent-account-number"
            maxLength={24}
            value={bank.account_number}
            onChange={field('account_number')}
            placeholder={country === 'NZ' ? t('agent.withdraw.nzPlaceholder') : t('agent.withdraw.auPlaceholder')}
          />
        </View>
      )}
      <View className="agent-muted">{t('agent.withdraw.rules', { min: money(rules.min_withdraw), cap: money(rules.daily_cap) })}</View>
      <View className="form-error agent-withdraw-error">{error}</View>
      <Button className="agent-withdraw-submit" type="primary" block loading={busy} onClick={submit}>
        {t('agent.withdraw.submit')}
      </Button>
    </View>
  );
}
