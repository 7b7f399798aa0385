// At launch: a stored token loads the user (the login page then opens home), on a tab page the unread count for its
// badge, and the first call of the page opened (OPENING_GETS); without one, any page of the app but the public ones
// goes to login, which comes back to it after (an address the app doesn't have is left to "page not found").
// A signed-in customer who has not agreed to the privacy policy version in force is asked first (pages/mine/privacy/
// consent). Tab labels and the device id are set up here too.
import { getDeviceId } from '@/lib/device-id';
import { goLoginFrom, goPolicyConsentFrom } from '@/lib/navigation';
import { isAppPage, ROUTES, TAB_ROUTES } from '@/routes';
import type { RootStore } from '@/stores/root';
import { applyTabLabels } from '@/stores/tabbar';
import { nextTask } from '@/utils/timing';

// The public logistics query works signed out: the track-log page and a waybill's logistics by number.
export const PUBLIC_PAGES: string[] = [ROUTES.login, ROUTES.register, ROUTES.trackLog, ROUTES.waybillLogistics, ROUTES.notFound];

/**
 * The GET a page makes as it opens, started at launch when the app opens on it, so the answer is on its way while the
 * page's code loads (the page's own call takes it: Http.prefetch). "/" signed in goes on to home.
 */
const OPENING_GETS: Record<string, string> = { '/': '/api/home/lst', [ROUTES.home]: '/api/home/lst' };

const normalize = (path: string) => '/' + path.replace(/^\//, '').split('?')[0];

/** `launchPath`: the page opened, with its query (sign-in comes back to it). */
export function launch(store: RootStore, launchPath: string) {
  const path = normalize(launchPath);
  // Started here, so a page asking first takes them, and made in the next task: the launch runs in the task of the
  // app's first render, which at a slow phone's speed the three calls lengthened by a fifth.
  const made = nextTask();
  made.then(() => {
    applyTabLabels();
    getDeviceId().catch(() => {});
  });
  if (store.session.signedIn) {
    // Both start before the page mounts; the tab page takes this unread count rather than asking again.
    if (path === '/' || TAB_ROUTES.includes(path)) store.inbox.loadAtLaunch(made);
    if (OPENING_GETS[path]) store.http.prefetch(OPENING_GETS[path], undefined, made);
    return made
      .then(() => store.session.fetchUser())
      .then((user) => (user.policy_agreed === false ? askPolicyConsent(launchPath) : undefined))
      .catch(() => {});
  }
  if (path !== '/' && isAppPage(path) && !PUBLIC_PAGES.includes(path)) goLoginFrom(launchPath);
}

/** Reading the policy itself (its link on the prompt) is left alone; the prompt opens on the next launch. */
const CONSENT_FREE_PAGES: string[] = [ROUTES.privacyConsent, ROUTES.privacyPolicy];

async function askPolicyConsent(launchPath: string) {
  if (!CONSENT_FREE_PAGES.includes(normalize(launchPath))) await goPolicyConsentFrom(launchPath);
}
