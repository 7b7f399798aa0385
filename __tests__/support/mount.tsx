// Mounts a page with a given RootStore, the way app.tsx provides it.
import TestUtils from '@tarojs/test-utils-react';
import type { ComponentType } from 'react';
import { RootStore, StoreProvider } from '@/stores';

const mounted: TestUtils[] = [];

// Each test starts from an empty document (queries would otherwise find an earlier test's page).
afterEach(() => {
  mounted.splice(0).forEach((utils) => utils.act(() => utils.unmout()));
  document.body.innerHTML = '';
});

export async function mountPage(Page: ComponentType, store: RootStore) {
  const utils = new TestUtils();
  const Wrapped = () => (
    <StoreProvider store={store}>
      <Page />
    </StoreProvider>
  );
  await utils.mount(Wrapped, {});
  mounted.push(utils);
  const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
  const click = (selector: string) =>
    utils.act(() => {
      utils.fireEvent.click($(selector));
    });
  /** Types into the input inside `selector` (Taro's input element appears a frame after its field). */
  const type = async (selector: string, value: string) => {
    const input = await utils.queries.waitForQuerySelector(`${selector} input`);
    utils.act(() => {
      utils.fireEvent.input(input, { target: { value } } as never);
    });
  };
  /** Types into the NutUI TextArea inside `selector` (a textarea inside the field). */
  const typeArea = async (selector: string, value: string) => {
    const area = await utils.queries.waitForQuerySelector(`${selector} textarea`);
    utils.act(() => {
      utils.fireEvent.input(area, { target: { value } } as never);
    });
  };
  const text = (selector: string) => $(selector)?.textContent ?? '';
  /** Lets pending calls and the re-renders they cause finish: a few rounds, because an answer's render can
   *  schedule more work (effects, the next call) that one short wait on a loaded machine would miss. */
  const settle = async () => {
    for (let round = 0; round < 3; round++) await utils.act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  };
  return { utils, $, click, type, typeArea, text, settle };
}
