// The filters lists share, each reading and writing its key of the URL's query (useUrlQuery).
import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { useUrlQuery } from './useUrlQuery';

/** One of `values` under `name` (default `status`), each shown as t(`${labels}.${value}`). */
export function ChoiceFilter({
  values,
  labels,
  placeholder,
  name = 'status',
  width = 170,
}: {
  values: readonly string[];
  labels: string;
  placeholder: string;
  name?: string;
  width?: number;
}) {
  const t = useT();
  const [query, setQuery] = useUrlQuery();
  return (
    <Select<string>
      allowClear
      className={`filter-${name}`}
      style={{ width }}
      placeholder={placeholder}
      aria-label={placeholder}
      value={query[name]}
      options={values.map((v) => ({ value: v, label: t(`${labels}.${v}`) }))}
      onChange={(value) => setQuery({ [name]: value })}
    />
  );
}

/** `from` / `to` days (YYYY-MM-DD, both included; the server reads them in the site's zone). */
export function DayRangeFilter({ placeholder }: { placeholder: string }) {
  const [query, setQuery] = useUrlQuery();
  const range: [Dayjs, Dayjs] | null = query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null;
  return (
    <DatePicker.RangePicker
      value={range}
      placeholder={[placeholder, placeholder]}
      aria-label={placeholder}
      onChange={(days) => setQuery({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') })}
    />
  );
}

/** The list's own search (`keyword`), sent when entered. */
export function KeywordFilter({ placeholder }: { placeholder: string }) {
  const [query, setQuery] = useUrlQuery();
  const [text, setText] = useState(query.keyword ?? '');
  useEffect(() => setText(query.keyword ?? ''), [query.keyword]);
  return (
    <Input.Search
      allowClear
      style={{ width: 300 }}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(value) => setQuery({ keyword: value.trim() })}
    />
  );
}
