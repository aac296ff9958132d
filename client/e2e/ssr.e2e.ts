import { baseUrl } from './support';

/** What a crawler or a reader without JavaScript gets: complete HTML in the right language. */
async function page(path: string) {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('server-rendered pages without JavaScript', () => {
  it('/giris is a Turkish sign-in form', async () => {
    const { status, html } = await page('/giris');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="tr"/);
    expect(html).toMatch(/<title>Giriş yap/);
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('Şifremi unuttum');
    expect(html).toContain(`hreflang="en" href="${baseUrl}/en/sign-in"`);
  });

  it('/en/sign-in is the same form in English', async () => {
    const { status, html } = await page('/en/sign-in');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>Sign in/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('Forgot your password?');
    expect(html).toContain(`hreflang="tr" href="${baseUrl}/giris"`);
  });

  it('the home page comes with its data (the demo categories)', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="tr"/);
    expect(html).toContain('Kültür-Sanat');
    // A reader's page starts the app on the first intent (app/hydration.ts).
    expect(html).toMatch(/<script type="application\/json" id="app-state" data-hydrate="intent">\{"answers":\[\{"operation":/);
    // No inline executable script: every script is a file or a data block, JSON state or JSON-LD (strict CSP).
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src=| type="application\/(ld\+)?json"/);
  });

  it('every page sends a strict Content-Security-Policy (no inline script, no framing)', async () => {
    for (const path of ['/', '/en', '/giris', '/boyle-bir-sayfa-yok']) {
      const response = await fetch(`${baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('an unknown page answers 404 with a page', async () => {
    const { status, html } = await page('/boyle-bir-sayfa-yok');
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="tr"/);
  });

  it('the admin sends a visitor without a sign-in to /giris with redirectTo', async () => {
    const { status, location } = await page('/yonetim/kategoriler?page=2');
    expect(status).toBe(302);
    expect(location).toBe('/giris?status=requested&redirectTo=%2Fyonetim%2Fkategoriler%3Fpage%3D2');
  });
});
