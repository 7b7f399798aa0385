// Create or edit one row of an admin kind from its field specs (types/admin-kinds.ts, shared with the console): a labelled input per field
// (both languages for texts), chips for choices, switches; an update sends only the changed fields. Used by
// the channels and reference-data screens; `children` sits above the buttons (the channel price preview).
import { Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { type ReactNode, useState } from 'react';
import { langOfField } from '@/components/InLanguage';
import { useT } from '@/locales';
import { bodyOf, type ChoiceLists, type FieldSpec, type FormValues, formValues, type KindSpec, namesOf } from '@contract/admin-kinds';
import { Chips, TextBox, TextField, toggled } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';

type Row = Record<string, unknown> & { id: number };

interface Props<T extends Row> {
  spec: KindSpec;
  /** null: a new row. */
  row: T | null;
  choices: ChoiceLists;
  /** Starting values of a new row (a new version of an article starts from the one it replaces). */
  start?: Record<string, unknown>;
  /** Fields sent with a create beyond the form's (an article's sections). */
  extra?: Record<string, unknown>;
  title: string;
  send(body: Record<string, unknown>): Promise<T>;
  onDone(saved: T): void;
  onCancel(): void;
  /** Sees the values as they are typed (the preview). */
  children?(values: FormValues, initial: FormValues): ReactNode;
}

const UNITS: Partial<Record<FieldSpec['type'], string>> = { grams: 'kg' };

/** The label of one API field: its name, and which language for a pair. */
export function useFieldLabel() {
  const t = useT();
  return (name: string) => {
    const lang = /_(zh|en)$/.exec(name)?.[1];
    const base = lang ? name.slice(0, -3) : name;
    const label = t(`adminArea.field.${base}`, { defaultValue: base });
    return lang ? `${label}${t(`adminArea.${lang}Suffix`)}` : label;
  };
}

export function KindForm<T extends Row>({ spec, row, choices, start, extra, title, send, onDone, onCancel, children }: Props<T>) {
  const t = useT();
  const label = useFieldLabel();
  const [initial] = useState(() => formValues(spec, row ?? start ?? null));
  const [values, setValues] = useState<FormValues>(initial);
  const set = (name: string) => (value: string | boolean | string[]) => setValues((now) => ({ ...now, [name]: value }));
  const { error, busy, save } = useAdminSave<T>('adminArea', !!row, onDone, (field) => t('adminArea.invalid', { field: label(field) }));
  const submit = () => {
    const made = bodyOf(spec, values, row ? initial : undefined);
    save('error' in made ? made : { ...extra, ...made.body }, (body) => send(body));
  };

  const options = (f: FieldSpec) =>
    typeof f.options === 'string'
      ? choices[f.options]
      : (f.options ?? []).map((key) => ({ key, label: t(`adminArea.option.${key}`, { defaultValue: key }) }));

  const field = (f: FieldSpec, name: string) => {
    const css = name.replace(/_/g, '-');
    const value = values[name];
    if (f.frozen && row) {
      // Other rows refer to it by this value: shown, not editable.
      return (
        <View key={name} className={`staff-field admin-field-${css}`}>
          <View className="staff-label">{label(name)}</View>
          <View className="admin-fixed-value">{String(value)}</View>
        </View>
      );
    }
    if (f.type === 'bool') {
      return (
        <View key={name} className={`staff-field admin-field-${css}`}>
          <View className="staff-label">{label(name)}</View>
          <Switch className="admin-switch" ariaLabel={label(name)} checked={value as boolean} onChange={set(name)} />
        </View>
      );
    }
    if (f.type === 'choice' || f.type === 'codes') {
      const picked = f.type === 'codes' ? (value as string[]) : value === '' ? [] : [value as string];
      const pick = (key: string) => set(name)(f.type === 'codes' ? toggled(value as string[], key) : key);
      return <Chips key={name} name={css} label={label(name)} options={options(f)} picked={picked} onToggle={pick} />;
    }
    const max = (f.max ?? 40) * (name.endsWith('_en') ? 2 : 1);
    if (f.type === 'box')
      return (
        <TextBox
          key={name}
          name={css}
          label={label(name)}
          value={value as string}
          onChange={set(name)}
          maxLength={max}
          lang={langOfField(name)}
        />
      );
    const numeric = ['int', 'nullableInt', 'grams', 'money', 'nullableMoney'].includes(f.type);
    const hint = f.type === 'day' || f.type === 'optionalDay' ? 'YYYY-MM-DD' : undefined;
    return (
      <TextField
        key={name}
        name={css}
        label={label(name)}
        value={value as string}
        onChange={set(name)}
        placeholder={hint}
        type={numeric ? 'digit' : 'text'}
        unit={UNITS[f.type]}
        maxLength={numeric ? 12 : max}
        lang={langOfField(name)}
      />
    );
  };

  return (
    <View className={`staff-card admin-kind-form admin-form-${spec.kind}`}>
      <View className="staff-card-title">{title}</View>
      {spec.fields.flatMap((f) => namesOf(f).map((name) => field(f, name)))}
      {children?.(values, initial)}
      <FormFoot name="admin-kind" error={error} busy={busy} onCancel={onCancel} onSave={submit} />
    </View>
  );
}
