import { checkChar, checkIdNumber, maskIdNumber } from './id-card';

const today = new Date('2025-06-01T00:00:00Z');

describe('GB 11643 ID numbers', () => {
  it('computes the check character with the standard weights', () => {
    // Worked example of GB 11643-1999: 11010519491231002 -> X.
    expect(checkChar('11010519491231002')).toBe('X');
    expect(checkChar('44010619900307123')).toBe('1');
  });

  it('accepts a valid number and upper-cases a lower-case x', () => {
    expect(checkIdNumber('11010519491231002x', today)).toEqual({ ok: '11010519491231002X' });
    expect(checkIdNumber(' 440106199003071231 ', today)).toEqual({ ok: '440106199003071231' });
  });

  it('refuses every single-digit change of a valid number', () => {
    const valid = '440106199003071231';
    for (let i = 0; i < 17; i++) {
      const changed = valid.slice(0, i) + String((Number(valid[i]) + 1) % 10) + valid.slice(i + 1);
      expect('ok' in checkIdNumber(changed, today)).toBe(false);
    }
  });

  it('refuses impossible and future birth dates before looking at the check digit', () => {
    for (const date of ['19900230', '19901301', '18991231', '20250602']) {
      const first17 = `440106${date}123`;
      expect(checkIdNumber(first17 + checkChar(first17), today)).toEqual({ problem: 'id_birth_date' });
    }
    const leap = '44010620000229123';
    expect(checkIdNumber(leap + checkChar(leap), today)).toEqual({ ok: leap + checkChar(leap) });
  });

  it('refuses a wrong shape', () => {
    for (const bad of ['', '4401061990030712', '44010619900307123Y', '4401061990030712311']) {
      expect(checkIdNumber(bad, today)).toEqual({ problem: 'invalid_format' });
    }
  });

  it('masks the middle for lists', () => {
    expect(maskIdNumber('440106199003071231')).toBe('440106********1231');
  });
});
