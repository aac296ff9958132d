import { startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('/yonetim guard on the server', () => {
  it.each(['/yonetim', '/yonetim/', '/yonetim/kategoriler?page=2&query=k%C3%BClt%C3%BCr'])(
    'sends an anonymous visitor of %s to sign in with redirectTo',
    async (path) => {
      const response = await t.client().get(path);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!, t.baseUrl);
      expect(location.pathname).toBe('/giris');
      expect(location.searchParams.get('status')).toBe('requested');
      expect(location.searchParams.get('redirectTo')).toBe(path);
    },
  );

  it('lets a signed-in visitor through, and not after signing out', async () => {
    const staff = await t.staff();
    const inside = await staff.get('/yonetim/kategoriler');
    expect(inside.status).not.toBe(302);

    await staff.post('/api/auth/signout');
    staff.cookies.set('refresh_token', 'a-revoked-or-made-up-token');
    const outside = await staff.get('/yonetim/kategoriler');
    expect(outside.status).toBe(302);
  });

  it('does not guard public pages that merely start alike', async () => {
    const response = await t.client().get('/yonetimler');
    expect(response.status).not.toBe(302);
  });
});
