// The record's internal notes (newest first) and a box to add one (POST /api/staff/customer/note/{id}).
import { App, Button, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import type { StaffCustomerRecord } from '@contract/customer';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';

export function CustomerNotes({ record, onSaved }: { record: StaffCustomerRecord; onSaved(): void }) {
  const t = useT();
  const { post } = useSession();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await post(`/api/staff/customer/note/${record.id}`, { text });
      setText('');
      onSaved();
    } catch (err) {
      message.error((err as Error).message || t('error.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8}>
        <Input.TextArea
          className="note-text"
          rows={2}
          maxLength={500}
          placeholder={t('customers.notePlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="primary" className="note-add" loading={busy} disabled={!text.trim()} onClick={() => void save()}>
          {t('customers.noteAdd')}
        </Button>
      </Flex>
      <List
        className="customer-notes"
        dataSource={record.notes}
        locale={{ emptyText: t('customers.none') }}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta
              title={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{n.text}</Typography.Text>}
              description={
                <>
                  {n.author} · <SiteTime at={n.created_at} />
                </>
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
