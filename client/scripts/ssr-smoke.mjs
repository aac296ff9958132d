// Imports the built SSR entry with plain Node ESM and renders pages with a fake executor (no
// server): script-breaking data is escaped, statuses, languages and the admin shell are right.
// Runs after the browser tests (which build the client): `npm run test:e2e -w client`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { render } = await import(`${dist}server/entry-server.js`);
const template = await readFile(`${dist}client/index.html`, 'utf8');

const categories = [
  { __typename: 'Category', id: 1, name: 'Kültür </script><script>alert(1)</script>', slug: 'kultur', description: 'Sanat, edebiyat ve kent kültürü', newsCount: 3 },
  { __typename: 'Category', id: 2, name: 'Gündem', slug: 'gundem', description: 'Ankara ve Türkiye gündemi', newsCount: 1 },
];
const calls = [];
const execute = async (operation) => {
  calls.push(operation.operationName);
  if (operation.operationName === 'PublicHome') {
    return {
      data: { headline: null, featured: [], latest: [], dusunceOkulu: [], latestColumns: [], upcomingEvents: [], publicAllCategories: categories },
    };
  }
  // A slot not set up answers NOT_FOUND: the home leaves the advert and the chosen news out and still renders.
  if (operation.operationName === 'PublicHomeSlots') return { errors: [{ message: 'Advert not found.', extensions: { code: 'NOT_FOUND', status: 404 } }] };
  if (operation.operationName === 'PublicMostRead') return { data: { publicTopNews: [] } };
  return { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };
};

async function page(url, acceptLanguage, options = {}) {
  const started = performance.now();
  const result = await render({ url, template, execute: options.execute ?? execute, acceptLanguage, timeoutMs: options.timeoutMs });
  console.log(`${url} → ${result.status} ${result.redirect ?? ''} (${Math.round(performance.now() - started)} ms, ${result.html.length} bytes)`);
  return result;
}

const home = await page('/');
assert.equal(home.status, 200);
assert.match(home.html, /<html lang="tr">/);
assert.match(home.html, /<title>Dergi Ankara — Ankara&#39;nın|<title>Dergi Ankara — Ankara'nın/);
assert.match(home.html, /<meta name="description" content="Nisan 1989/);
assert.match(home.html, /<link rel="alternate" hreflang="en" href="\/en"/);
assert.match(home.html, /Gündem/, 'categories rendered on the server');
assert.match(home.html, /<style data-emotion="mui /, 'critical CSS');
// A reader's page starts the app on the first intent (app/hydration.ts); a staff page at once.
assert.match(home.html, /<script type="application\/json" id="app-state" data-hydrate="intent">\{"answers":\[\{"operation":/);
for (const tag of home.html.match(/<script[^>]*>/g) ?? []) assert.match(tag, / src=| type="application\/(ld\+)?json"/, `no inline executable script: ${tag}`);
assert.match(home.html, /"@type":"Organization","name":"Dergi Ankara"/, 'Organization JSON-LD');
assert.ok(!home.html.includes('</script><script>alert(1)'), 'state cannot close the script');
assert.deepEqual([...calls].sort(), ['PublicHome', 'PublicHomeSlots', 'PublicMostRead']);

const en = await page('/en');
assert.match(en.html, /<html lang="en">/);
assert.match(en.html, /From Ankara, a voice of more than thirty years/);
assert.match(en.html, /hreflang="tr" href="\/"/);

const signIn = await page('/en/sign-in?status=signedOut&redirectTo=%2Fyonetim');
assert.equal(signIn.status, 200);
assert.match(signIn.html, /<title>Sign in \| Dergi Ankara<\/title>/);
assert.match(signIn.html, /You have been signed out\./);
assert.match(signIn.html, /<script type="application\/json" id="app-state">/, "a sign-in page starts the app at once (no intent mark)");
// Twins and canonical carry only what the page's content depends on: not the sign-in's status or redirect.
assert.match(signIn.html, /hreflang="tr" href="\/giris"/);
assert.match(signIn.html, /rel="canonical" href="\/en\/sign-in"/);

const giris = await page('/giris?status=requested');
assert.match(giris.html, /Devam etmek için lütfen giriş yapın\./);
await page('/sifremi-unuttum');
const reset = await page('/sifreyi-sifirla');
assert.match(reset.html, /Geçersiz istek\./);

const missing = await page('/olmayan-sayfa');
assert.equal(missing.status, 404);
assert.match(missing.html, /Sayfa bulunamadı/);
const missingEn = await page('/en/nothing-here');
assert.equal(missingEn.status, 404);
assert.match(missingEn.html, /Page not found/);

const admin = await page('/yonetim/kategoriler?page=2', 'en-US,en;q=0.9');
assert.equal(admin.status, 200);
assert.match(admin.html, /<html lang="en">/);
assert.match(admin.html, /role="progressbar"/, 'admin renders its spinner shell');
const adminMissing = await page('/yonetim/yok');
assert.equal(adminMissing.status, 404);

// What the server's page cache may keep for every reader: the readers' pages (404s included), never the staff's.
for (const [result, shared] of [[home, true], [en, true], [missing, true], [missingEn, true], [signIn, false], [giris, false], [reset, false], [admin, false], [adminMissing, false]]) {
  assert.equal(result.shared, shared, `shared: ${result.html.match(/<title>[^<]*/)?.[0]}`);
}

// Data that does not arrive in time: a 503 page to retry, never a 200 with holes.
// (The late answer also keeps Node's event loop alive: AbortSignal.timeout's timer does not.)
const late = () => new Promise((resolve) => setTimeout(() => resolve({ data: null }), 1500));
const stalled = await page('/en', undefined, { execute: late, timeoutMs: 150 });
assert.equal(stalled.status, 503);
assert.match(stalled.html, /<html lang="en">/);
assert.doesNotMatch(stalled.html, /id="app-state"/);

// A page whose data is missing from the cache (useRouteQuery throws): its error page with a 500, never an empty 200.
const noData = async (operation) => (operation.operationName === 'PublicMostRead' ? { data: { publicTopNews: [] } } : { data: null });
const broken = await page('/haber', undefined, { execute: noData });
assert.equal(broken.status, 500);
assert.match(broken.html, /Sunucu hatası/);

console.log('SSR smoke test passed');
