// Sign-in with a staff account (POST /api/login, type account) on the chosen site.
import { Alert, Button, Card, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { ApiStatus } from '@contract/api';
import { ApiError } from './api';
import { useT } from './i18n';
import { LangSwitch } from './LangSwitch';
import { type SiteId, SITES, useSession } from './session';

interface Fields {
  site: SiteId;
  account: string;
  password: string;
}

export function SignIn() {
  const t = useT();
  const session = useSession();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async ({ site, account, password }: Fields) => {
    setBusy(true);
    setError('');
    try {
      await session.signIn(site, account.trim(), password);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === ApiStatus.FORBIDDEN ? t('signIn.notStaff') : (err as Error).message || t('error.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card title={t('signIn.title')} extra={<LangSwitch />} style={{ width: 380 }}>
        <Form<Fields>
          layout="vertical"
          initialValues={{ site: session.site }}
          onFinish={submit}
          requiredMark={false}
          // A site already signed in on opens at once (back from the site switch without signing in again).
          onValuesChange={(changed: Partial<Fields>) => changed.site && session.switchSite(changed.site)}
        >
          <Form.Item name="site" label={t('signIn.site')}>
            <Segmented block options={SITES.map((s) => ({ value: s, label: t(`site.${s}`) }))} />
          </Form.Item>
          <Form.Item
            name="account"
            label={t('signIn.account')}
            rules={[{ required: true, message: t('signIn.required', { field: t('signIn.account') }) }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('signIn.password')}
            rules={[{ required: true, message: t('signIn.required', { field: t('signIn.password') }) }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('signIn.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
