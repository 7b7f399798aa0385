import {
  CONFIRM_TYPES,
  type ConfirmType,
  idCardChecksumOk,
  isAmount,
  isCaptcha,
  isCarPlate,
  isChinese,
  isDate,
  isDigits,
  isEmail,
  isIdCardCN,
  isLandline,
  isLetters,
  isMobileCN,
  isUrl,
} from '@/utils/validate';

// Independent GB 11643 implementation, so the test does not trust the module's own tables.
function checkChar(first17: string): string {
  const weights = first17.split('').map((_, i) => 2 ** (17 - i) % 11);
  const sum = first17.split('').reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return '10X98765432'.charAt(sum % 11);
}
const withCheck = (first17: string) => first17 + checkChar(first17);

// Fixed "today" for the birth-date rules: 15 June 2024, local time.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2024, 5, 15, 12, 0, 0) });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('isMobileCN', () => {
  it.each([
    ['13812345678', true],
    ['12012345678', true], // second digit 2 is allowed by spec
    ['19912345678', true],
    ['11012345678', false], // second digit 1
    ['10012345678', false], // second digit 0
    ['23812345678', false], // first digit not 1
    ['1381234567', false], // 10 digits
    ['138123456789', false], // 12 digits
    [' 13812345678', false], // no silent trim
    ['13812345678 ', false],
    ['138-1234-5678', false],
    ['+8613812345678', false],
    ['1381234567a', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isMobileCN(value)).toBe(expected);
  });
});

describe('idCardChecksumOk / isIdCardCN', () => {
  const published = '11010519491231002X';
  const shenzhen = withCheck('44030419900307123'); // real-format Futian district number

  it('test helper computes the published example', () => {
    expect(checkChar('11010519491231002')).toBe('X');
  });

  it.each([
    [published, true],
    [published.toLowerCase(), true], // trailing x accepted
    [shenzhen, true],
  ])('valid %s', (value, expected) => {
    expect(idCardChecksumOk(value)).toBe(expected);
    expect(isIdCardCN(value)).toBe(expected);
  });

  it('rejects every single-digit change in the first 17 positions', () => {
    for (const id of [published, shenzhen]) {
      for (let i = 0; i < 17; i++) {
        const d = (Number(id[i]) + 1) % 10;
        const changed = id.slice(0, i) + d + id.slice(i + 1);
        expect([changed, idCardChecksumOk(changed)]).toEqual([changed, false]);
        expect(isIdCardCN(changed)).toBe(false);
      }
    }
  });

  it('rejects a wrong check character', () => {
    const wrong = shenzhen.slice(0, 17) + (shenzhen[17] === '0' ? '1' : '0');
    expect(idCardChecksumOk(wrong)).toBe(false);
    expect(idCardChecksumOk('110105194912310020')).toBe(false);
  });

  it.each([
    ['11010519491231002', 'too short'],
    ['11010519491231002X0', 'too long'],
    ['1101051949123100X2', 'X not last'],
    ['11010519491231002Y', 'letter other than X'],
    [' 11010519491231002X', 'leading space'],
    ['11010519491231002X ', 'trailing space'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(idCardChecksumOk(value)).toBe(false);
    expect(isIdCardCN(value)).toBe(false);
  });

  it.each([
    ['20240615', true], // born today
    ['20240616', false], // tomorrow
    ['20250101', false], // next year
    ['19000101', true], // lower year bound
    ['18991231', false],
    ['20000229', true], // 2000 is a leap year
    ['19000229', false], // 1900 is not
    ['19990229', false],
    ['19900230', false],
    ['19901301', false], // month 13
    ['19900001', false], // month 0
    ['19900100', false], // day 0
    ['19900431', false], // 31 April
  ])('birth date %s -> %s, with a valid checksum either way', (birth, expected) => {
    const id = withCheck(`440304${birth}123`);
    expect(idCardChecksumOk(id)).toBe(true);
    expect(isIdCardCN(id)).toBe(expected);
  });
});

describe('isCarPlate', () => {
  it.each([
    ['京A12345', true],
    ['沪B8K9M2', true],
    ['粤BD12345', true], // new-energy, 8 chars
    ['川A1234F', true],
    ['琼A00001', true],
    ['京A1234', false], // 6 chars
    ['粤BD123456', false], // 9 chars
    ['京a12345', false], // lower case
    ['A123456', false], // no province
    ['港A12345', false], // not a mainland province abbreviation
    ['京112345', false], // second char must be a letter
    ['京A1234-', false],
    [' 京A12345', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isCarPlate(value)).toBe(expected);
  });
});

describe('isAmount', () => {
  it.each([
    ['1', true],
    ['0.01', true],
    ['0.1', true],
    ['10', true],
    ['12.5', true],
    ['12.50', true],
    ['999999999.99', true],
    ['0', false],
    ['0.0', false],
    ['0.00', false],
    ['01', false],
    ['00.5', false],
    ['1.234', false],
    ['1.', false],
    ['.5', false],
    ['-1', false],
    ['+1', false],
    ['1e3', false],
    ['1,000', false],
    [' 1', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isAmount(value)).toBe(expected);
  });
});

describe('isCaptcha', () => {
  it.each([
    ['123456', undefined, true],
    ['000000', undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    [' 123456', undefined, false],
    ['1234', 4, true],
    ['123456', 4, false],
    ['', 0, false],
    ['', undefined, false],
  ])('%j (length %s) -> %s', (code, length, expected) => {
    expect(isCaptcha(code, length)).toBe(expected);
  });
});

describe('isLandline', () => {
  it.each([
    ['010-12345678', true],
    ['0755-1234567', true],
    ['0755-12345678', true],
    ['021-12345678-123', true],
    ['021-12345678-1', true],
    ['021-12345678-123456', true],
    ['021-12345678-1234567', false], // extension too long
    ['021-12345678-', false],
    ['01-12345678', false], // area code too short
    ['01234-1234567', false], // area code too long
    ['110-12345678', false], // must start with 0
    ['010-123456', false], // 6 digits
    ['010-123456789', false], // 9 digits
    ['01012345678', false], // no dash
    ['010 12345678', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isLandline(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@mail.example.co.nz', true],
    ['a_b-c@sub-domain.example.org', true],
    ['USER@EXAMPLE.COM', true],
    ['12345@qq.com', true],
    ['user@localhost', false], // no TLD
    ['user@example', false],
    ['user@example.c', false], // TLD too short
    ['user@example.123', false],
    ['user@-example.com', false],
    ['user@example-.com', false],
    ['user@example..com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@@example.com', false],
    ['user example@example.com', false],
    ['userexample.com', false],
    [' user@example.com', false],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`, false], // > 254
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('isUrl', () => {
  it.each([
    ['http://example.com', true],
    ['https://example.com/', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://www.example.co.nz/path/to?q=1&r=2#frag', true],
    ['https://example.com:8443/x', true],
    ['http://localhost:3000', true],
    ['http://192.168.1.1/admin', true],
    ['https://example.com?x=1', true],
    ['ftp://example.com', false],
    ['example.com', false],
    ['//example.com', false],
    ['http://', false],
    ['https:///path', false],
    ['http://exa mple.com', false],
    ['http://-example.com', false],
    ['http://example.com:99999', false],
    ['http://999.1.1.1', false],
    ['http://1.2.3', false],
    ['javascript:alert(1)', false],
    [' http://example.com', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });
});

describe('isDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2023-02-28', true],
    ['2023-04-30', true],
    ['2023-04-31', false],
    ['2023-12-31', true],
    ['2023-13-01', false],
    ['2023-00-10', false],
    ['2023-01-00', false],
    ['2023-1-01', false],
    ['2023/01/01', false],
    ['20230101', false],
    ['2023-01-01T00:00', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isDate(value)).toBe(expected);
  });
});

describe('isDigits / isChinese / isLetters', () => {
  it.each([
    ['0', true],
    ['0123456789', true],
    ['12a', false],
    ['1.5', false],
    ['-1', false],
    ['１２３', false], // full-width digits
    [' 1', false],
    ['', false],
  ])('isDigits(%j) -> %s', (value, expected) => {
    expect(isDigits(value)).toBe(expected);
  });

  it.each([
    ['中文', true],
    ['张三', true],
    ['㐀', true], // Extension A
    ['𠀀', true], // Extension B (astral)
    ['中文，', false], // full-width comma
    ['〇', false], // not a unified ideograph
    ['中a', false],
    ['中 文', false],
    ['あ', false], // hiragana
    ['한', false],
    ['', false],
  ])('isChinese(%j) -> %s', (value, expected) => {
    expect(isChinese(value)).toBe(expected);
  });

  it.each([
    ['abc', true],
    ['ABCxyz', true],
    ['abc1', false],
    ['ab c', false],
    ['é', false],
    ['ａｂｃ', false], // full-width
    ['', false],
  ])('isLetters(%j) -> %s', (value, expected) => {
    expect(isLetters(value)).toBe(expected);
  });
});

describe('non-string input at runtime', () => {
  it.each([undefined, null, 123, {}])('%p is false everywhere', (value) => {
    const v = value as unknown as string;
    for (const check of [
      isMobileCN,
      isIdCardCN,
      isCarPlate,
      isAmount,
      isLandline,
      isEmail,
      isUrl,
      isDate,
      isDigits,
      isChinese,
      isLetters,
    ]) {
      expect(check(v)).toBe(false);
    }
    expect(isCaptcha(v)).toBe(false);
  });
});

describe('CONFIRM_TYPES', () => {
  it('lists the confirm types in order', () => {
    expect(CONFIRM_TYPES).toEqual(['done', 'go', 'next', 'search', 'send', 'return']);
    const t: ConfirmType = 'send';
    expect(CONFIRM_TYPES).toContain(t);
  });
});
