// Form pieces of the admin pages (card products, coupon templates, activities): a labelled text input, a
// box for longer text and a row of chips (one or several picked). Taps, not pickers, so they work the same on
// the phone and in a test.
import { Input, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { InLanguage, type TextLang } from '@/components/InLanguage';

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  unit?: string;
  type?: 'text' | 'digit' | 'number';
  maxLength?: number;
  /** The language its text is written in: one side of a bilingual record (`title_en` on a Chinese page). */
  lang?: TextLang;
}

/** The input, marked with the language of what is typed in it when that is not the page's. */
const inLang = (lang: TextLang | undefined, input: ReactNode) =>
  lang ? (
    <InLanguage block lang={lang} className="staff-field-text">
      {input}
    </InLanguage>
  ) : (
    input
  );

export function TextField({ name, label, value, onChange, placeholder, unit, type = 'text', maxLength = 80, lang }: FieldProps) {
  return (
    <View className={`staff-field admin-field-${name}`}>
      <View className="staff-label">{label}</View>
      {inLang(lang, <Input value={value} onChange={onChange} placeholder={placeholder} type={type} maxLength={maxLength} />)}
      {unit && <View className="staff-unit">{unit}</View>}
    </View>
  );
}

interface ChipsProps<K extends string | number> {
  name: string;
  label: string;
  options: { key: K; label: string }[];
  picked: K[];
  onToggle(key: K): void;
  /** Shown when nothing is picked (e.g. "every line"). */
  noneLabel?: string;
}

export function Chips<K extends string | number>({ name, label, options, picked, onToggle, noneLabel }: ChipsProps<K>) {
  return (
    <View className={`staff-field admin-chips admin-field-${name}`}>
      <View className="staff-label">{label}</View>
      <View className="admin-chip-row">
        {options.map((o) => (
          <View
            key={o.key}
            className={`admin-chip admin-chip-${o.key}${picked.includes(o.key) ? ' admin-chip--on' : ''}`}
            onClick={() => onToggle(o.key)}
          >
            {o.label}
          </View>
        ))}
        {noneLabel && picked.length === 0 && <View className="admin-chip-none">{noneLabel}</View>}
      </View>
    </View>
  );
}

/** Adds or removes one key of a multiple choice. */
export const toggled = <K,>(list: K[], key: K) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]);

/** A labelled box for longer text (an activity's summary or body); `tall` for a page of text. */
export function TextBox({
  name,
  label,
  value,
  onChange,
  placeholder,
  maxLength = 300,
  tall = false,
  lang,
}: Omit<FieldProps, 'unit' | 'type'> & { tall?: boolean }) {
  return (
    <View className={`staff-field staff-field--stacked admin-box${tall ? ' admin-box--tall' : ''} admin-field-${name}`}>
      <View className="staff-label">{label}</View>
      {inLang(lang, <TextArea value={value} onChange={(v: string) => onChange(v)} placeholder={placeholder} maxLength={maxLength} />)}
    </View>
  );
}
