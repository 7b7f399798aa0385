// NutUI components that measure themselves (the Tabs inside Cascader) use Taro.createSelectorQuery, which
// on H5 looks up the current Taro page's container. The test mount registers no page: give it one.
import { Current } from '@tarojs/runtime';

const PAGE_ID = 'jest-current-page';

export function fakeCurrentPage() {
  const previous = Current.page;
  Current.page = { path: PAGE_ID } as never;
  const container = document.createElement('div');
  container.id = PAGE_ID;
  document.body.appendChild(container);
  return () => {
    Current.page = previous;
    container.remove();
  };
}
