// What every page does: its translated title (and tab labels on tab pages) and the share card (a page with
// something of its own to share passes `share`, read when the user shares).
import { usePageTitle } from './usePageTitle';
import { type ShareCard, useShareCard } from './useShareCard';

export function usePage(titleKey: string, options?: { tab?: boolean; share?: () => ShareCard | null }) {
  usePageTitle(titleKey, options);
  useShareCard(options?.share);
}
