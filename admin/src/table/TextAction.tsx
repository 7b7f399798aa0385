// A row's action that needs one line of text first (a reason, a bank reference): a button opening a small form.
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';

export function TextAction({ label, field, onSubmit }: { label: string; field: string; onSubmit(text: string): Promise<void> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const submit = async ({ text }: { text: string }) => {
    setBusy(true);
    await onSubmit(text.trim()).finally(() => setBusy(false));
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        title={label}
        open={open}
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="text" label={field} rules={[{ required: true, whitespace: true, message: t('detail.required') }]}>
            <Input maxLength={200} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
