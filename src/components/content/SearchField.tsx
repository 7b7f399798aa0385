// The search box of the content pages (NutUI SearchBar); the page debounces what it searches for.
import { SearchBar } from '@nutui/nutui-react-taro';

interface Props {
  value: string;
  placeholder: string;
  onChange(value: string): void;
  /** Confirm on the keyboard: search now. */
  onSearch?(value: string): void;
  className?: string;
}

export function SearchField({ value, placeholder, onChange, onSearch, className = '' }: Props) {
  return (
    <SearchBar
      className={`content-search ${className}`}
      shape="round"
      value={value}
      maxLength={50}
      placeholder={placeholder}
      onChange={(v) => onChange(v)}
      onSearch={(v) => onSearch?.(v)}
      onClear={() => {
        onChange('');
        onSearch?.('');
      }}
    />
  );
}
