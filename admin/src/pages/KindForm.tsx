// One row of an admin kind in a drawer, made from the field specs the app's admin screens use (types/admin-kinds.ts):
// both languages of a text side by side, choices as selects, switches; an update sends only the changed fields, so
// the audit log shows those. A wrong field is named on the field; the server's refusal is shown as it words it.
import { App, Button, Drawer, Flex, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { bodyOf, type ChoiceLists, type FieldSpec, type FormValues, formValues, type KindSpec, namesOf } from '@contract/admin-kinds';
import { useT } from '../i18n';

export type KindRow = Record<string, unknown> & { id: number };

interface Props {
  spec: KindSpec;
  /** null: a new row. */
  row: KindRow | null;
  /** Starting values of a new row (a new version of an article starts from the one it replaces). */
  start?: Record<string, unknown>;
  /** Sent with a create beyond the form's fields (an article's sections). */
  extra?: Record<string, unknown>;
  title: string;
  choices: ChoiceLists;
  send(body: Record<string, unknown>): Promise<unknown>;
  onClose(saved: boolean): void;
}

/** The label of one API field: its name, and which language for a pair. */
export function useKindLabel() {
  const t = useT();
  return (name: string) => {
    const lang = /_(zh|en)$/.exec(name)?.[1];
    const label = t(`kindField.${lang ? name.slice(0, -3) : name}`);
    return lang ? `${label}${t(`kinds.${lang}Suffix`)}` : label;
  };
}

const NUMERIC: FieldSpec['type'][] = ['int', 'nullableInt', 'grams', 'money', 'nullableMoney'];

/** The language a field's text is written in: either half of a pair, whatever the console's own language. */
const langOf = (name: string) => (name.endsWith('_zh') ? 'zh-CN' : name.endsWith('_en') ? 'en' : undefined);

export function KindForm({ spec, row, start, extra, title, choices, send, onClose }: Props) {
  const t = useT();
  const label = useKindLabel();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [initial] = useState(() => formValues(spec, row ?? start ?? null));
  const [busy, setBusy] = useState(false);

  const options = (f: FieldSpec) =>
    typeof f.options === 'string'
      ? choices[f.options].map((c) => ({ value: c.key, label: c.label }))
      : (f.options ?? []).map((key) => ({ value: key, label: t(`kindOption.${key}`) }));

  const input = (f: FieldSpec, name: string) => {
    if (f.frozen && row) return <Input disabled />;
    if (f.type === 'bool') return <Switch aria-label={label(name)} />;
    if (f.type === 'choice') return <Select options={options(f)} aria-label={label(name)} />;
    if (f.type === 'codes') return <Select mode="multiple" options={options(f)} aria-label={label(name)} />;
    const max = (f.max ?? 40) * (name.endsWith('_en') ? 2 : 1);
    if (f.type === 'box') return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={max} lang={langOf(name)} />;
    const hint =
      f.type === 'day' || f.type === 'optionalDay' ? 'YYYY-MM-DD' : f.type === 'clock' || f.type === 'nullableClock' ? 'HH:MM' : undefined;
    return (
      <Input
        inputMode={NUMERIC.includes(f.type) ? 'decimal' : undefined}
        maxLength={NUMERIC.includes(f.type) ? 12 : max}
        placeholder={hint}
        suffix={f.type === 'grams' ? 'kg' : undefined}
        lang={langOf(name)}
      />
    );
  };

  const save = async () => {
    const values = { ...initial, ...form.getFieldsValue(true) } as FormValues;
    const made = bodyOf(spec, values, row ? initial : undefined);
    if ('error' in made) {
      form.setFields([{ name: made.error, errors: [t('kinds.invalid', { field: label(made.error) })] }]);
      form.scrollToField(made.error);
      return;
    }
    setBusy(true);
    try {
      await send({ ...extra, ...made.body });
      message.success(t('kinds.saved'));
      onClose(true);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open
      width={560}
      title={title}
      onClose={() => onClose(false)}
      className={`kind-form kind-form-${spec.kind}`}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={() => onClose(false)}>{t('kinds.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('kinds.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void save()}>
        {spec.fields.flatMap((f) =>
          namesOf(f).map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={label(name)}
              required={f.required}
              valuePropName={f.type === 'bool' ? 'checked' : 'value'}
            >
              {input(f, name)}
            </Form.Item>
          )),
        )}
      </Form>
    </Drawer>
  );
}
