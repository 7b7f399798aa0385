// What every page does: its translated title (and tab labels on tab pages) and the share card.
import { usePageTitle } from './usePageTitle';
import { useShareCard } from './useShareCard';

export function usePage(titleKey: string, options?: { tab?: boolean }) {
  usePageTitle(titleKey, options);
  useShareCard();
}
