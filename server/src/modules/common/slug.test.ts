import { firstFreeSlug, foldText, slugify } from './slug.js';

describe('foldText', () => {
  it.each([
    ['ç', 'c'],
    ['Ç', 'c'],
    ['ğ', 'g'],
    ['Ğ', 'g'],
    ['ı', 'i'],
    ['I', 'i'],
    ['İ', 'i'],
    ['i', 'i'],
    ['ö', 'o'],
    ['Ö', 'o'],
    ['ş', 's'],
    ['Ş', 's'],
    ['ü', 'u'],
    ['Ü', 'u'],
  ])('folds %s to %s', (letter, folded) => {
    expect(foldText(letter)).toBe(folded);
    expect(foldText(`a${letter}a`)).toBe(`a${folded}a`);
  });

  it('folds whole Turkish words in both cases to the same text', () => {
    expect(foldText('ÇĞIİÖŞÜ çğıiöşü')).toBe('cgiiosu cgiiosu');
    expect(foldText('Şehir Işıkları')).toBe('sehir isiklari');
    expect(foldText('ŞEHİR IŞIKLARI')).toBe('sehir isiklari');
    expect(foldText('şehir ışıkları')).toBe('sehir isiklari');
    // JavaScript's own lower-casing of İ leaves a combining dot, which is dropped too.
    expect(foldText('İSTANBUL'.toLowerCase())).toBe('istanbul');
  });

  it('drops other accents (â, î, û, é, ñ)', () => {
    expect(foldText('Hâlâ Kâğıt Îmân Ûmit Café Señor')).toBe('hala kagit iman umit cafe senor');
  });

  it('removes apostrophes, straight and typographic, without splitting the word', () => {
    expect(foldText("Ankara'nın")).toBe('ankaranin');
    expect(foldText('Ankara’nın')).toBe('ankaranin');
    expect(foldText("Türkiye'de 1989'dan beri")).toBe('turkiyede 1989dan beri');
  });

  it('turns every run of punctuation and spaces into one space and trims', () => {
    expect(foldText('  Merhaba,   Dünya!! — (2024) / #1  ')).toBe('merhaba dunya 2024 1');
    expect(foldText('a_b-c.d')).toBe('a b c d');
    expect(foldText('!!!')).toBe('');
  });
});

describe('slugify', () => {
  it.each([
    ['Şehir Işıkları', 'sehir-isiklari'],
    ['Kültür-Sanat', 'kultur-sanat'],
    ['Düşünce Okulu: Yeni Dönem', 'dusunce-okulu-yeni-donem'],
    ["Ankara'nın Çocukları", 'ankaranin-cocuklari'],
    ['Ankara’nın Çocukları', 'ankaranin-cocuklari'],
    ['ÇĞIİÖŞÜ', 'cgiiosu'],
    ['çğıiöşü', 'cgiiosu'],
    ['  --Başlık--  ', 'baslik'],
    ['100% Ankara & 2024?', '100-ankara-2024'],
    ['Ne?! Nasıl?!', 'ne-nasil'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives a fallback slug when nothing usable is left', () => {
    expect(slugify('')).toBe('icerik');
    expect(slugify('?!…—')).toBe('icerik');
  });

  it('caps the length at 120 and never ends with a hyphen', () => {
    const long = slugify('Çok uzun bir başlık '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(long.startsWith('cok-uzun-bir-baslik-cok-uzun')).toBe(true);

    // A cut that lands right after a word keeps no trailing hyphen.
    const exact = slugify(`${'a'.repeat(119)} b`);
    expect(exact).toBe('a'.repeat(119));
    expect(slugify('b'.repeat(300))).toBe('b'.repeat(120));
  });

  it('only ever produces lower-case ASCII letters, digits and single hyphens', () => {
    for (const title of ['Ğ ğ Ü ü Ş ş İ ı Ö ö Ç ç', 'a  --  b', 'Ünlü’nün “Söz”ü', '日本語 başlık']) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('firstFreeSlug', () => {
  it('uses the plain slug when it is free', () => {
    expect(firstFreeSlug('sehir-isiklari', [])).toBe('sehir-isiklari');
    expect(firstFreeSlug('baslik', ['baslik-2'])).toBe('baslik');
  });

  it('takes one more than the largest suffix in use', () => {
    expect(firstFreeSlug('baslik', ['baslik'])).toBe('baslik-2');
    expect(firstFreeSlug('baslik', ['baslik', 'baslik-2', 'baslik-3'])).toBe('baslik-4');
    expect(firstFreeSlug('baslik', ['baslik', 'baslik-9', 'baslik-3'])).toBe('baslik-10');
  });

  it('ignores look-alikes that are not a numeric suffix', () => {
    expect(firstFreeSlug('baslik', ['baslik', 'baslik-ikinci', 'baslik-2a'])).toBe('baslik-2');
  });
});
