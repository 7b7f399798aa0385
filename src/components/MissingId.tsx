// A page opened without the id it needs: retrying can't help, so say what is missing and offer the way back
// to where such ids are found (the list the page belongs to).
import { EmptyState } from './EmptyState';

interface Props {
  text: string;
  back: { label: string; go: () => void };
  className?: string;
}

export function MissingId({ text, back, className = '' }: Props) {
  return <EmptyState className={`missing-id ${className}`} text={text} action={back.label} onAction={back.go} />;
}
