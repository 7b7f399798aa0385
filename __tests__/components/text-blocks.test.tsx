// Long server text as blocks: a Chinese sentence's English names are runs of their own, marked English.
import { latinRuns, TextBlocks } from '@/components/content/TextBlocks';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

it('splits English names and terms out of a Chinese sentence, and leaves an English line whole', () => {
  expect(latinRuns('在Chemist Warehouse、Countdown/Woolworths等网站下单')).toEqual([
    { text: '在', en: false },
    { text: 'Chemist Warehouse', en: true },
    { text: '、', en: false },
    { text: 'Countdown/Woolworths', en: true },
    { text: '等网站下单', en: false },
  ]);
  expect(latinRuns('新西兰《消费者保障法》(Consumer Guarantees Act 1993)')).toEqual([
    { text: '新西兰《消费者保障法》(', en: false },
    { text: 'Consumer Guarantees Act 1993', en: true },
    { text: ')', en: false },
  ]);
  // A lone letter or digits are not words; a line with no Chinese is the page's own language.
  expect(latinRuns('运费满 A$ 99,单号 5 件')).toEqual([{ text: '运费满 A$ 99,单号 5 件', en: false }]);
  expect(latinRuns('Ship with Countdown')).toEqual([{ text: 'Ship with Countdown', en: false }]);
});

it('marks the English runs with lang="en" in the page', async () => {
  const page = await mountPage(() => <TextBlocks text={'# 下单\n在Chemist Warehouse下单'} />, new RootStore(createFakeHttp({}).http));
  const marked = Array.from(document.querySelectorAll('.text-blocks [lang="en"]')).map((e) => e.textContent);
  expect(marked).toEqual(['Chemist Warehouse']);
  expect(page.text('.text-p')).toBe('在Chemist Warehouse下单');
});
