// A keyboard-wedge scanner in page tests (it types the code and Enter into the focused field), where the focus
// is, and the tones the page plays.
import type { mountPage } from './mount';

type Page = Awaited<ReturnType<typeof mountPage>>;

/** The pitches played, through a fake Web Audio context; emptied before each test (the page keeps one context). */
export function listenForTones() {
  const tones: number[] = [];
  class FakeAudio {
    currentTime = 0;
    destination = {};
    createGain = () => ({ gain: { value: 0 }, connect: (next: unknown) => next });
    createOscillator = () => {
      const oscillator = { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => {}, stop: () => {} };
      oscillator.start = () => tones.push(oscillator.frequency.value);
      return oscillator;
    };
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudio;
  beforeEach(() => tones.splice(0));
  return tones;
}

/** What a keyboard-wedge scanner does: the code typed into the focused field, then Enter. */
export async function wedge(page: Page, code: string) {
  const input = document.activeElement as HTMLInputElement;
  expect(input.tagName).toBe('INPUT');
  page.utils.act(() => {
    page.utils.fireEvent.input(input, { target: { value: code } } as never);
  });
  page.utils.act(() => {
    page.utils.fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  });
  await page.settle();
}

export const scanInput = (page: Page, name: string) => page.$(`.${name}-scan input`);

/** Whether the focus is in the page's scan field (Taro's input appears a frame after the field: waited for). */
export async function focusedOn(page: Page, name: string) {
  await page.utils.queries.waitForQuerySelector(`.${name}-scan input`);
  await page.settle();
  return document.activeElement === scanInput(page, name);
}
