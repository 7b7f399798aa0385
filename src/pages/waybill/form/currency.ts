// The site's currency (money is minor units of it everywhere): from the user's site once loaded.
import type { SessionStore } from '@/stores/session';

export const siteCurrency = (session: Pick<SessionStore, 'setting'>) => session.setting?.site?.currency || 'NZD';
