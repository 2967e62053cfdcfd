import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, csvRupees } from '../../src/lib/csv.ts';

/** The accountant's files' fields (docs/decisions/043): RFC 4180 and no formulas. */
describe('csvField', () => {
  it('leaves plain text as it is and writes nothing for a missing value', () => {
    expect(csvField('Asha Verma')).toBe('Asha Verma');
    expect(csvField('रवि कुमार')).toBe('रवि कुमार');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('quotes a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Sharma, Guddu')).toBe('"Sharma, Guddu"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98100 12345', "'+91 98100 12345"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('turns the formula %j into text', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves a plain negative number a number', () => {
    expect(csvField('-5.00')).toBe('-5.00');
    expect(csvField(-12)).toBe('-12');
  });
});

describe('csvRecord and csvRupees', () => {
  it('ends a record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('writes paise as rupees with two decimals and no grouping', () => {
    expect(csvRupees(79_100)).toBe('791.00');
    expect(csvRupees(1_48_000_05)).toBe('148000.05');
    expect(csvRupees(7)).toBe('0.07');
    expect(csvRupees(0)).toBe('0.00');
    expect(csvRupees(-30_000)).toBe('-300.00');
  });
});
