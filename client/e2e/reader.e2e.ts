import type { Browser, Page } from 'playwright-core';
import { accessibilityProblems, baseUrl, eventually, launchBrowser, open, storyWithGallery, withPage } from './support';

/**
 * What a reader does, in Turkish and in English, in a real Chromium: the home page, news filtered
 * by category and sorted by most read, an article with its gallery viewer, copying its link,
 * switching language on the same article, the contact form, the newsletter (twice: the second time
 * already subscribed) and a company subscription without a tax number. axe-core runs on each page.
 */

const TEXTS = {
  tr: {
    locale: 'tr-TR' as const,
    home: '/',
    newsNav: 'Haberler',
    category: 'Kategori',
    sort: 'Sıralama',
    mostRead: 'En çok okunanlar',
    copy: 'Bağlantıyı kopyala',
    copied: 'Bağlantı panoya kopyalandı.',
    next: 'Sonraki fotoğraf',
    close: 'Kapat',
    switchTo: 'English',
    twinNews: '/en/news/',
    contact: '/iletisim',
    name: 'Ad soyad',
    email: 'E-posta',
    phone: 'Telefon',
    message: 'Mesajınız',
    send: 'Mesajı gönder',
    sent: 'Mesajınız başarıyla gönderildi.',
    newsletterEmail: 'E-posta adresiniz',
    subscribe: 'Abone ol',
    subscribed: 'Bültenimize başarıyla abone oldunuz.',
    already: 'Bu e-posta adresi bültenimize zaten kayıtlı.',
    corporate: '/abonelik/kurumsal',
    contactPerson: 'Yetkili kişinin adı soyadı',
    company: 'Kurum adı',
    address: 'Teslimat adresi',
    request: 'Abonelik talebini gönder',
    requested: 'Abonelik talebiniz alındı.',
  },
  en: {
    locale: 'en-US' as const,
    home: '/en',
    newsNav: 'News',
    category: 'Category',
    sort: 'Sort by',
    mostRead: 'Most read',
    copy: 'Copy link',
    copied: 'Link copied to the clipboard.',
    next: 'Next photo',
    close: 'Close',
    switchTo: 'Türkçe',
    twinNews: '/haber/',
    contact: '/en/contact',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    message: 'Your message',
    send: 'Send message',
    sent: 'Your message was sent successfully.',
    newsletterEmail: 'Your email address',
    subscribe: 'Subscribe',
    subscribed: 'You subscribed to the newsletter successfully.',
    already: 'This email address is already subscribed to the newsletter.',
    corporate: '/en/subscription/corporate',
    contactPerson: "Contact person's full name",
    company: 'Organisation name',
    address: 'Delivery address',
    request: 'Send subscription request',
    requested: 'Your subscription request has been received.',
  },
};

interface Story {
  slug: string;
  title: string;
  category: { id: number; name: string };
  photos: unknown[];
}

let browser: Browser;
let story: Story;

beforeAll(async () => {
  browser = await launchBrowser();
  story = (await storyWithGallery<Story>())!;
  expect(story).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page) {
  expect({ url: page.url(), problems: await accessibilityProblems(page) }).toEqual({ url: page.url(), problems: [] });
}

describe.each(['tr', 'en'] as const)('a reader (%s)', (lang) => {
  const text = TEXTS[lang];

  it('finds, reads and shares an article, then switches language on it', async () => {
    await withPage(browser, text.locale, `reader-article-${lang}`, async ({ context, page, errors }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await open(page, text.home);
      expect(await page.locator('h1').count()).toBe(1);
      await expectAccessible(page);

      await page.getByRole('navigation').first().getByRole('link', { name: text.newsNav, exact: true }).click();
      await page.waitForURL(/\/(haber|en\/news)$/);
      await page.getByRole('heading', { level: 1, name: text.newsNav, exact: true }).waitFor();
      await expectAccessible(page);

      await page.getByRole('combobox', { name: text.category }).selectOption(String(story.category.id));
      await page.waitForURL(new RegExp(`categoryId=${story.category.id}`));
      // The address changes before React renders the new list: the heading names the category then.
      await page.getByRole('heading', { level: 1, name: text.newsNav, exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: text.sort }).selectOption({ label: text.mostRead });
      await page.waitForURL(/sortBy=hit/);
      expect(new URL(page.url()).searchParams.get('categoryId')).toBe(String(story.category.id));
      await expectAccessible(page);

      await page.getByRole('main').getByRole('link', { name: story.title }).first().click();
      await page.waitForURL(new RegExp(`${story.slug}$`));
      await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
      await expectAccessible(page);

      // Gallery: a thumbnail opens the full-screen viewer; the keyboard moves and closes it.
      const thumbnail = page.getByRole('link', { name: new RegExp(`1 (/|of) ${story.photos.length}$`) });
      await thumbnail.click();
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      await viewer.getByText(`1 / ${story.photos.length}`, { exact: true }).waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText(`2 / ${story.photos.length}`, { exact: true }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: text.copy }).first().click();
      await page.getByText(text.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      await page.getByRole('banner').getByRole('link', { name: text.switchTo }).click();
      await page.waitForURL(new RegExp(`${text.twinNews}${story.slug}$`));
      await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
      await page.waitForFunction((twin) => document.documentElement.lang === twin, lang === 'tr' ? 'en' : 'tr');
      expect(errors).toEqual([]);
    });
  });

  it('writes to the magazine, subscribes to the newsletter twice and asks for a company subscription', async () => {
    await withPage(browser, text.locale, `reader-forms-${lang}`, async ({ page, errors }) => {
      await open(page, text.contact);
      await expectAccessible(page);
      const contactForm = page.getByRole('main').locator('form').first();
      await contactForm.getByLabel(text.name).fill('Ayşe Yılmaz');
      await contactForm.getByRole('textbox', { name: new RegExp(`^${text.email}\\b(?! address)`) }).fill(`okur.${lang}@example.com`);
      await contactForm.getByLabel(text.phone).fill('+90 (312) 555-12-12');
      await contactForm.getByLabel(text.message).fill('Son sayıdaki Ulus yazısı için teşekkürler.');
      await contactForm.getByRole('button', { name: text.send }).click();
      await page.getByText(text.sent).first().waitFor();

      const newsletter = page.getByRole('textbox', { name: text.newsletterEmail });
      const address = `bulten.${lang}.${Date.now()}@example.com`;
      await newsletter.fill(address);
      await page.getByRole('button', { name: text.subscribe }).click();
      await page.getByText(text.subscribed).first().waitFor();
      await newsletter.fill(address.toUpperCase());
      await page.getByRole('button', { name: text.subscribe }).click();
      await page.getByText(text.already).first().waitFor();

      await open(page, text.corporate);
      await expectAccessible(page);
      const form = page.getByRole('main').locator('form').first();
      await form.getByLabel(text.contactPerson).fill('Mehmet Demir');
      await form.getByLabel(text.company).fill('Çankaya Kültür Derneği');
      await form.getByRole('textbox', { name: new RegExp(`^${text.email}\\b(?! address)`) }).fill(`kurum.${lang}@example.com`);
      await form.getByLabel(text.phone).fill('0312 555 00 00');
      await form.getByLabel(text.address).fill('Kızılay Mah. Atatürk Blv. No: 1, Çankaya / Ankara');
      await form.getByRole('button', { name: text.request }).click();
      await page.getByText(text.requested).first().waitFor();
      expect(errors).toEqual([]);
    });
  });
});

/** Every public page in both languages, with a news item, a column and an issue from the demo content. */
async function publicPaths(): Promise<string[]> {
  const json = async <T>(path: string) => (await (await fetch(`${baseUrl}/api${path}`)).json()) as T;
  const [news] = await json<Array<{ slug: string }>>('/public-news/latest?limit=1');
  const [column] = await json<Array<{ slug: string }>>('/public-columns/latest?limit=1');
  const { items } = await json<{ items: Array<{ slug: string }> }>('/public-archives/list');
  const tr = ['/', '/yayin', '/hakkimizda', '/iletisim', '/haber', `/haber/${news!.slug}`, '/kose-yazisi', `/kose-yazisi/${column!.slug}`, '/arsiv', `/arsiv/${items[0]!.slug}`, '/abonelik', '/abonelik/bireysel', '/abonelik/kurumsal', '/haber/olmayan-bir-haber'];
  const en = ['/en', '/en/publication', '/en/about', '/en/contact', '/en/news', `/en/news/${news!.slug}`, '/en/columns', `/en/columns/${column!.slug}`, '/en/archive', `/en/archive/${items[0]!.slug}`, '/en/subscription', '/en/subscription/personal', '/en/subscription/corporate', '/en/news/no-such-item'];
  return [...tr, ...en];
}

describe('every public page', () => {
  it('has no serious or critical axe-core finding, landmarks, one h1 and a skip link that moves focus to the content', async () => {
    await withPage(browser, 'tr-TR', 'reader-axe-every-page', async ({ page, errors }) => {
      for (const path of await publicPaths()) {
        await open(page, path);
        await expectAccessible(page);
        expect([path, await page.getByRole('banner').count(), await page.getByRole('main').count(), await page.getByRole('contentinfo').count(), await page.locator('h1').count()]).toEqual([path, 1, 1, 1, 1]);
        await page.keyboard.press('Tab');
        const skip = await page.evaluate(() => ({ href: document.activeElement?.getAttribute('href'), visible: (document.activeElement as HTMLElement | null)?.getBoundingClientRect().left ?? -1 }));
        expect([path, skip.href, skip.visible >= 0]).toEqual([path, '#main', true]);
        await page.keyboard.press('Enter');
        expect([path, await page.evaluate(() => document.activeElement?.id)]).toEqual([path, 'main']);
      }
      expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    });
  });
});


describe.each([
  { lang: 'tr', locale: 'tr-TR' as const, path: '/haber/', index: 0, copy: TEXTS.tr.copy, copied: TEXTS.tr.copied },
  { lang: 'en', locale: 'en-US' as const, path: '/en/news/', index: 1, copy: TEXTS.en.copy, copied: TEXTS.en.copied },
])('a reader who only reads ($lang)', ({ lang, locale, path, index, copy, copied }) => {
  it('downloads the boot script alone, still counts the view, and a press made while the app loads is carried out', async () => {
    const json = async <T>(path: string) => (await (await fetch(`${baseUrl}/api${path}`)).json()) as T;
    // Not an article another test opens: a reader's views count once an hour per address.
    // Only the demo archive (days old): other tests publish news of their own and open them (editorial.e2e.ts).
    const latest = await json<Array<{ slug: string; title: string; createdAt: string }>>('/public-news/latest?limit=20');
    const demo = latest.filter((news) => news.slug !== story.slug && Date.now() - Date.parse(news.createdAt) > 60 * 60 * 1000);
    // Nor the newest, which the accessibility pass over every public page opens (it may be a demo item).
    const item = demo[index + 1]!;
    // Read through GraphQL: the REST detail call is the detail page's own and counts a view itself.
    const hitOf = async () => {
      const query = encodeURIComponent(`{ publicNewsItem(slug: ${JSON.stringify(item.slug)}) { hit } }`);
      const response = await fetch(`${baseUrl}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true' } });
      return ((await response.json()) as { data: { publicNewsItem: { hit: number } } }).data.publicNewsItem.hit;
    };
    const before = await hitOf();

    await withPage(browser, locale, `reader-boot-${lang}`, async ({ context, page, errors }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const scripts: Array<Promise<number>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => body.length));
      });
      await page.goto(`${path}${item.slug}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const bootBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      expect(bootBytes).toBeGreaterThan(0);
      expect(bootBytes).toBeLessThan(16 * 1024);
      await eventually(async () => (await hitOf()) === before + 1);

      // The boot script answers the press itself (lib/boot-actions.ts); the click's pointer movement
      // starts the app once that answer is painted.
      await page.getByRole('button', { name: copy }).first().click();
      await page.getByText(copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await page.locator('html[data-hydrated="true"]').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
