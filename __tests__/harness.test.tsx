import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import TestUtils from '@tarojs/test-utils-react';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';

class Counter {
  n = 0;
  constructor() {
    makeAutoObservable(this);
  }
  inc() {
    this.n++;
  }
}

it('renders Taro + NutUI components and reacts to a MobX store', async () => {
  const store = new Counter();
  const Page = observer(() => {
    const [label] = useState('加一');
    return (
      <View>
        <Text className="n">{store.n}</Text>
        <Button className="b" onClick={() => store.inc()}>
          {label}
        </Button>
      </View>
    );
  });
  const testUtils = new TestUtils();
  await testUtils.mount(Page, {});
  const button = await testUtils.queries.waitForQuerySelector('.b');
  testUtils.act(() => {
    testUtils.fireEvent.click(button);
  });
  const n = await testUtils.queries.waitForQuerySelector('.n');
  expect(n.textContent).toBe('1');
});
