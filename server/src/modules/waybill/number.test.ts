import { get, startApp, type TestApp } from '../../../test/helpers';
import { checkWaybillNo, dammDigit, newWaybillNo } from './number';

/**
 * The Damm check digit guarantees that every single-digit error and every swap of two adjacent different
 * digits (check digit included) is caught; ISO 7064 MOD 11-10 and Luhn do not (see the last test).
 */
describe('waybill numbers', () => {
  const numbers = Array.from({ length: 1000 }, (_, i) => newWaybillNo(i % 2 ? 'NZ' : 'AU'));

  it('1000 generated numbers all validate, with the site prefix', () => {
    expect(new Set(numbers).size).toBeGreaterThan(990);
    for (const no of numbers) {
      expect(no).toMatch(/^(NZ|AU)\d{10}$/);
      expect(checkWaybillNo(no)).toEqual({ valid: true, normalized: no });
    }
  });

  it('every single-digit change is detected', () => {
    let tried = 0;
    for (const no of numbers) {
      for (let i = 2; i < no.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (Number(no[i]) === d) continue;
          tried++;
          expect(checkWaybillNo(no.slice(0, i) + d + no.slice(i + 1)).valid).toBe(false);
        }
      }
    }
    expect(tried).toBe(1000 * 10 * 9);
  });

  it('every adjacent transposition is detected', () => {
    let tried = 0;
    for (const no of numbers) {
      for (let i = 2; i < no.length - 1; i++) {
        if (no[i] === no[i + 1]) continue;
        tried++;
        expect(checkWaybillNo(no.slice(0, i) + no[i + 1] + no[i] + no.slice(i + 2)).valid).toBe(false);
      }
    }
    expect(tried).toBeGreaterThan(8000);
  });

  it('normalises spaces, dashes and case; refuses unknown prefixes and lengths', () => {
    const no = `NZ123456789${dammDigit('123456789')}`;
    expect(checkWaybillNo(` nz 1234-56789${no.slice(-1)} `)).toEqual({ valid: true, normalized: no });
    expect(checkWaybillNo(`US${no.slice(2)}`).valid).toBe(false);
    expect(checkWaybillNo(no.slice(0, -1)).valid).toBe(false);
    expect(checkWaybillNo('').valid).toBe(false);
  });

  it('Luhn would miss 09 <-> 90, Damm does not', () => {
    const luhn = (digits: string) => {
      let sum = 0;
      [...digits].reverse().forEach((c, i) => {
        let x = Number(c) * (i % 2 === 0 ? 2 : 1);
        if (x > 9) x -= 9;
        sum += x;
      });
      return (10 - (sum % 10)) % 10;
    };
    expect(luhn('1230945')).toBe(luhn('1239045'));
    expect(dammDigit('1230945')).not.toBe(dammDigit('1239045'));
  });
});

describe('GET /api/order/check_no', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('answers valid and the normalised number without sign-in', async () => {
    const no = newWaybillNo('NZ');
    expect((await get(t, `/api/order/check_no?no=${encodeURIComponent(no.toLowerCase())}`)).body).toEqual({
      status: 200,
      msg: '成功',
      data: { valid: true, normalized: no },
    });
    const wrong = no.slice(0, -1) + ((Number(no.slice(-1)) + 1) % 10);
    expect((await get(t, `/api/order/check_no?no=${wrong}`)).body.data).toEqual({ valid: false, normalized: wrong });
  });
});
