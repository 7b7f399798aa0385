// An action that needs a few lines of text first (a reason, a bank reference, a track event in both languages): a
// button opening a small form; the form stays open when the action fails.
import { Button, type ButtonProps, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';

export interface FormField {
  name: string;
  label: string;
  /** Optional fields may stay empty (sent as ''). */
  optional?: boolean;
}

interface Props {
  label: string;
  fields: FormField[];
  /** Resolves true when done (the form closes), false to keep it open. */
  onSubmit(values: Record<string, string>): Promise<boolean | void>;
  size?: ButtonProps['size'];
  disabled?: boolean;
}

export function FormAction({ label, fields, onSubmit, size = 'small', disabled }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Record<string, string>>();
  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    const trimmed = Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]));
    const done = await onSubmit(trimmed).finally(() => setBusy(false));
    if (done === false) return;
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button size={size} disabled={disabled} onClick={() => setOpen(true)}>
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
          {fields.map((f, i) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={f.label}
              rules={f.optional ? [] : [{ required: true, whitespace: true, message: t('detail.required') }]}
            >
              <Input maxLength={200} autoFocus={i === 0} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </>
  );
}
