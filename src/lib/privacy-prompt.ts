// WeChat's privacy check (app.json `__usePrivacyCheck__`): a privacy-scoped API (chooseImage, chooseAddress ...)
// waits until the user agrees in the app's own prompt. WeChat calls the listener with `resolve`; the prompt
// (components/PrivacyPrompt) answers it: agree (with the id of the tapped agree button) or decline.
import Taro from '@tarojs/taro';

export const AGREE_BUTTON_ID = 'privacy-agree';

type Resolve = (option: { event: 'exposureAuthorization' | 'agree' | 'disagree'; buttonId?: string }) => void;

let waiting: Resolve[] = [];
const shown = new Set<(open: boolean) => void>();

/** At launch, mini-program only: WeChat's privacy events open the prompt on the page shown. */
export function listenForPrivacyPrompt(): void {
  if (process.env.TARO_ENV !== 'weapp' || typeof Taro.onNeedPrivacyAuthorization !== 'function') return;
  Taro.onNeedPrivacyAuthorization((resolve) => {
    waiting.push(resolve);
    shown.forEach((show) => show(true));
  });
}

/** The prompt's answer to every API call waiting on it. */
export function answerPrivacyPrompt(agree: boolean): void {
  const all = waiting;
  waiting = [];
  for (const resolve of all) resolve(agree ? { event: 'agree', buttonId: AGREE_BUTTON_ID } : { event: 'disagree' });
  shown.forEach((show) => show(false));
}

/** A prompt on a page follows the events; it opens at once when a call is already waiting. */
export function followPrivacyPrompt(show: (open: boolean) => void): () => void {
  shown.add(show);
  if (waiting.length) show(true);
  return () => void shown.delete(show);
}
