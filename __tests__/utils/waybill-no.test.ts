import { checkWaybillNoLocal, dammDigit } from '@/utils/waybill-no';
import { SERVER_NUMBERS } from '../support/waybill-samples';

it('accepts numbers the server generated (newWaybillNo), normalising case, spaces and dashes', () => {
  for (const no of SERVER_NUMBERS) expect(checkWaybillNoLocal(no)).toEqual({ result: 'ok', normalized: no });
  expect(checkWaybillNoLocal(' nz 1118-356454 ')).toEqual({ result: 'ok', normalized: 'NZ1118356454' });
});

it('catches every single mistyped digit and every adjacent swap of those numbers', () => {
  let tried = 0;
  for (const no of SERVER_NUMBERS) {
    for (let i = 2; i < no.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (Number(no[i]) === d) continue;
        tried++;
        expect(checkWaybillNoLocal(no.slice(0, i) + d + no.slice(i + 1)).result).toBe('check');
      }
      if (i < no.length - 1 && no[i] !== no[i + 1]) {
        expect(checkWaybillNoLocal(no.slice(0, i) + no[i + 1] + no[i] + no.slice(i + 2)).result).toBe('check');
      }
    }
  }
  expect(tried).toBe(SERVER_NUMBERS.length * 10 * 9);
});

it('tells an empty or badly formed number from a wrong check digit', () => {
  expect(checkWaybillNoLocal('').result).toBe('empty');
  expect(checkWaybillNoLocal('US1118356454').result).toBe('format');
  expect(checkWaybillNoLocal('NZ111835645').result).toBe('format');
  expect(checkWaybillNoLocal('NZ11183564540').result).toBe('format');
  expect(dammDigit('572')).toBe(4); // the algorithm's textbook example
});
