// The public tracking page of a waybill number (signed out too: only what the public track query shows) as a share
// card and as a link.
import type { ShareCard } from '@/hooks/useShareCard';
import { t } from '@/locales';
import { ROUTES } from '@/routes';
import '@/locales/areas/service';

export const trackPath = (no: string) => `${ROUTES.waybillLogistics}?no=${encodeURIComponent(no)}`;

export const trackShareCard = (no: string): ShareCard => ({
  title: t('waybillShare.cardTitle', { no }),
  path: trackPath(no),
  query: `no=${encodeURIComponent(no)}`,
});
