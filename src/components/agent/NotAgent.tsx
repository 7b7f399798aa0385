// The team and withdrawal pages of someone who is not an agent (yet): say what the page will hold, and lead to the
// agent centre, where one applies.
import Taro from '@tarojs/taro';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { ApiStatus } from '@contract/api';

/** The API's answer to an agent call by someone who is not an approved agent. */
export const NOT_AGENT = ApiStatus.AGENT_NOT_APPROVED;

export function NotAgent({ text, className }: { text: string; className: string }) {
  const t = useT();
  return (
    <EmptyState
      className={className}
      text={text}
      action={t('agent.apply.title')}
      onAction={() => Taro.redirectTo({ url: ROUTES.userAgent })}
    />
  );
}
