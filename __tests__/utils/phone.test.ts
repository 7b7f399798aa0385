import { type AreaCode, formatPhone, maskPhone, parsePhone } from '@/utils/phone';

describe('parsePhone: accepted mobile numbers', () => {
  it.each<[string, AreaCode | undefined, string, AreaCode, string]>([
    // NZ: 021/022/027/029, 8- to 10-digit national numbers
    ['+64211234567', undefined, '+64211234567', '64', '211234567'],
    ['+64 21 123 4567', undefined, '+64211234567', '64', '211234567'],
    ['+64-21-123-4567', undefined, '+64211234567', '64', '211234567'],
    ['+64 (21) 123 4567', undefined, '+64211234567', '64', '211234567'],
    ['+64 021 123 4567', undefined, '+64211234567', '64', '211234567'], // common stray trunk 0
    ['021 123 4567', '64', '+64211234567', '64', '211234567'],
    ['021-123-4567', '64', '+64211234567', '64', '211234567'],
    ['0211234567', '64', '+64211234567', '64', '211234567'],
    ['211234567', '64', '+64211234567', '64', '211234567'], // national digits without the 0
    ['021 123 456', '64', '+6421123456', '64', '21123456'], // older 8-digit 021
    ['022 123 4567', '64', '+64221234567', '64', '221234567'],
    ['027 123 4567', '64', '+64271234567', '64', '271234567'],
    ['029 123 4567', '64', '+64291234567', '64', '291234567'],
    ['  021 123 4567  ', '64', '+64211234567', '64', '211234567'], // surrounding spaces are formatting
    // AU: 04xx xxx xxx
    ['+61412345678', undefined, '+61412345678', '61', '412345678'],
    ['+61 412 345 678', undefined, '+61412345678', '61', '412345678'],
    ['0412 345 678', '61', '+61412345678', '61', '412345678'],
    ['0400 000 000', '61', '+61400000000', '61', '400000000'],
    ['412345678', '61', '+61412345678', '61', '412345678'],
    // CN: 1[3-9]x xxxx xxxx
    ['+8613812345678', undefined, '+8613812345678', '86', '13812345678'],
    ['+86 138 1234 5678', undefined, '+8613812345678', '86', '13812345678'],
    ['+86-199-1234-5678', undefined, '+8619912345678', '86', '19912345678'],
    ['13812345678', '86', '+8613812345678', '86', '13812345678'],
    ['15012345678', '86', '+8615012345678', '86', '15012345678'],
    ['0086 138 1234 5678', '86', '+8613812345678', '86', '13812345678'], // CN international prefix 00
    // An explicit + wins over the area code picked
    ['+8613812345678', '64', '+8613812345678', '86', '13812345678'],
  ])('%j (area %s) -> %s', (input, area, e164, areaCode, national) => {
    expect(parsePhone(input, area)).toEqual({ ok: true, e164, areaCode, national });
  });
});

describe('parsePhone: rejected input', () => {
  it.each<[string, AreaCode | undefined, string]>([
    ['', '64', 'empty'],
    ['   ', undefined, 'empty'],
    // landlines and service numbers are possible numbers but not mobiles
    ['09 234 5678', '64', 'not_mobile'], // Auckland
    ['+64 4 123 4567', undefined, 'not_mobile'], // Wellington
    ['0800 123 456', '64', 'not_mobile'], // NZ freephone
    ['02 9876 5432', '61', 'not_mobile'], // Sydney
    ['+61 3 9123 4567', undefined, 'not_mobile'], // Melbourne
    ['1300 123 456', '61', 'not_mobile'],
    ['010 1234 5678', '86', 'not_mobile'], // Beijing
    ['+86 21 1234 5678', undefined, 'not_mobile'], // Shanghai
    ['0412 345 678', '64', 'not_mobile'], // AU mobile typed with NZ picked: an NZ non-mobile
    ['12012345678', '86', 'not_mobile'], // 11 digits but no CN mobile range 12x
    // other countries
    ['+44 7911 123456', undefined, 'unsupported_country'],
    ['+1 415 555 2671', '64', 'unsupported_country'],
    ['+65 8123 4567', undefined, 'unsupported_country'],
    // not a number, wrong length, no way to tell the country
    ['abc', '64', 'invalid'],
    ['021 123 4567 ext 5', '64', 'invalid'],
    ['021 123 4567#5', '64', 'invalid'],
    ['tel:+64211234567', undefined, 'invalid'],
    ['+', undefined, 'invalid'],
    ['++64211234567', undefined, 'invalid'],
    ['+64 21 123 4567 999', undefined, 'invalid'], // too long
    ['13812345678', '64', 'invalid'], // CN mobile with NZ picked: too long for NZ
    ['1381234567890', '86', 'invalid'], // 13 digits: longer than any CN number
    ['0211234567', undefined, 'invalid'], // national without area code
    ['13812345678', undefined, 'invalid'],
  ])('%j (area %s) -> %s', (input, area, reason) => {
    expect(parsePhone(input, area)).toEqual({ ok: false, reason });
  });

  it('rejects an area code outside NZ/AU/CN passed from untyped code', () => {
    expect(parsePhone('07911 123456', '44' as AreaCode)).toEqual({ ok: false, reason: 'unsupported_country' });
  });

  it('treats non-string input as empty', () => {
    expect(parsePhone(undefined as unknown as string)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('maskPhone', () => {
  it.each([
    ['+64211234567', '+64 21****567'],
    ['+6421123456', '+64 21***456'],
    ['+61412345678', '+61 41****678'],
    ['+8613812345678', '+86 13******678'],
    ['+64 21 123 4567', '+64 21****567'],
    ['+6492345678', '+64 92***678'], // landlines mask the same way
    ['+6412345', '+64 *****'], // too short to keep digits: all masked
    ['0211234567', ''], // not E.164: nothing leaks
    ['garbage', ''],
    ['', ''],
  ])('%j -> %j', (e164, masked) => {
    expect(maskPhone(e164)).toBe(masked);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+64211234567', '+64 21 123 4567'],
    ['+6421123456', '+64 21 123 456'],
    ['+61412345678', '+61 412 345 678'],
    ['+8613812345678', '+86 138 1234 5678'],
    ['garbage', 'garbage'], // shown as given
    ['', ''],
  ])('%j -> %j', (e164, formatted) => {
    expect(formatPhone(e164)).toBe(formatted);
  });

  it('round-trips: a parsed number formats and re-parses to the same E.164', () => {
    const parsed = parsePhone('027 123 4567', '64');
    if (!parsed.ok) throw new Error('expected ok');
    expect(parsePhone(formatPhone(parsed.e164))).toEqual(parsed);
  });
});
