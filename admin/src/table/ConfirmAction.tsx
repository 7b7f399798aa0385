// A move that needs nothing typed, only a second click: the button asks "sure?" before it goes.
import { Button, Popconfirm } from 'antd';

interface Props {
  label: string;
  className: string;
  busy: boolean;
  primary?: boolean;
  onConfirm(): unknown;
}

export function ConfirmAction({ label, className, busy, primary, onConfirm }: Props) {
  return (
    <Popconfirm title={label} onConfirm={() => void onConfirm()}>
      <Button type={primary ? 'primary' : 'default'} className={className} loading={busy}>
        {label}
      </Button>
    </Popconfirm>
  );
}
