import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';

interface E2eState {
  baseUrl: string;
  users: Record<'tr' | 'en', { email: string; password: string; name: string }>;
  /** The server's CLOCK_OFFSET_FILE: milliseconds its scheduled publishing runs ahead of real time. */
  clockOffsetFile: string;
}

/** Written by global-setup.mjs (named after this checkout, as there): the running server and its staff accounts (one per language). */
const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const stateFile = path.join(tmpdir(), `dergi-e2e-state-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.json`);
const state: E2eState = JSON.parse(readFileSync(stateFile, 'utf8'));
export const { baseUrl, users: USERS } = state;

/**
 * Sets how far ahead of real time the server's scheduled publishing runs (it reads the file on each
 * round, every 2 s in the browser tests); 0 puts it back on real time.
 */
export function moveServerClock(aheadMs: number) {
  writeFileSync(state.clockOffsetFile, String(Math.round(aheadMs)));
}

export { launchBrowser } from '../scripts/built-server.mjs';

/**
 * One of the newest stories with a gallery of two photos or more, as its public detail answers it
 * (lists carry no photos: each newest item is read until one has them).
 */
export async function storyWithGallery<Story extends { slug: string; photos: unknown[] }>(): Promise<Story | undefined> {
  const latest = (await (await fetch(`${baseUrl}/api/public-news/latest?limit=20`)).json()) as Array<{ slug: string }>;
  for (const { slug } of latest) {
    const item = (await (await fetch(`${baseUrl}/api/public-news/${encodeURIComponent(slug)}`)).json()) as Story;
    if (item.photos.length > 1) return item;
  }
  return undefined;
}

/** A fresh browser profile (no cookies, no local storage) in the given interface language. */
async function newPage(browser: Browser, locale: 'tr-TR' | 'en-US', options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, baseURL: baseUrl, viewport: { width: 1280, height: 900 }, timezoneId: options.timezoneId });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

export interface PageOptions {
  /** The browser's time zone (IANA name); the machine's when absent. */
  timezoneId?: string;
}

export interface BrowserTab {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far. */
  errors: string[];
}

/**
 * Runs `body` in a fresh profile; on failure leaves a screenshot named `name` under
 * e2e/artifacts and adds the page's address and errors to the message; always closes the profile.
 */
export async function withPage(browser: Browser, locale: 'tr-TR' | 'en-US', name: string, body: (tab: BrowserTab) => Promise<void>, options: PageOptions = {}) {
  const tab = await newPage(browser, locale, options);
  try {
    await body(tab);
  } catch (error) {
    await snapshot(tab.page, name);
    // What each tab said, where it was and what it showed: a failure on CI leaves no screenshot to look at.
    if (error instanceof Error) {
      const report = (await Promise.all(tab.context.pages().map(describeTab))).join('') + tab.errors.map((text) => `\n  page error: ${text}`).join('');
      // Jest prints the stack, which holds the message as it was when the error was made.
      error.stack = `${error.stack ?? error.message}${report}`;
      error.message += report;
    }
    throw error;
  } finally {
    await tab.context.close();
  }
}

/** A tab's address and what it shows (its accessibility tree, shortened), for a failure's message. */
async function describeTab(page: Page): Promise<string> {
  const shown = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2000 })
    .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
  return `\n  tab at ${page.url()}:\n${shown.slice(0, 3000).replace(/^/gm, '    ')}`;
}

/** Opens a page and waits until React has hydrated it (a reader's page starts the app on the first intent: see startApp). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await startApp(page);
}

/**
 * A reader's page runs only the boot script until the reader shows an intent (app/hydration.ts):
 * the pointer moves over the page, as a reader's would, and the test waits until React has taken
 * over. A staff page has started by itself; the move changes nothing there.
 */
export async function startApp(page: Page) {
  await page.mouse.move(3 + Math.random() * 20, 3 + Math.random() * 20);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Where a failing test leaves a screenshot to look at (also for screenshots a test takes on purpose). */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(process.cwd(), 'e2e', 'artifacts', `${name}.png`), fullPage: true });
}

/** Polls `check` until it returns true (for lists that refresh after a debounce). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sign-in page in each interface language. */
export const SIGN_IN = {
  tr: { locale: 'tr-TR' as const, path: '/giris', email: 'E-posta', password: 'Şifre', rememberMe: 'Beni hatırla', submit: 'Giriş yap' },
  en: { locale: 'en-US' as const, path: '/en/sign-in', email: 'Email', password: 'Password', rememberMe: 'Remember me', submit: 'Sign in' },
};

export type Language = keyof typeof SIGN_IN;

/** Fills and sends the sign-in form that `page` shows, as the staff user of `language`. */
export async function submitSignIn(page: Page, language: Language, { rememberMe = false, user = USERS[language] } = {}) {
  const text = SIGN_IN[language];
  await page.getByLabel(text.email).fill(user.email);
  await page.getByLabel(text.password, { exact: true }).fill(user.password);
  if (rememberMe) await page.getByLabel(text.rememberMe).check();
  await page.getByRole('button', { name: text.submit }).click();
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core findings on the current page (WCAG 2.1 A and AA rules). The
 * script is evaluated in the page, not added as a tag, so the site's CSP stays as it is.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Colours are judged once transitions (e.g. a button enabled at hydration) have ended.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}
