import { request as httpRequest } from 'node:http';
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
    // Let through to the page: the test app has no client build, so the page is the 503 "not built" one.
    const inside = await staff.get('/yonetim/kategoriler');
    expect(inside.status).toBe(503);

    await staff.post('/api/auth/signout');
    staff.cookies.set('refresh_token', 'a-revoked-or-made-up-token');
    const outside = await staff.get('/yonetim/kategoriler');
    expect(outside.status).toBe(302);
  });

  it('does not guard public pages that merely start alike', async () => {
    const response = await t.client().get('/yonetimler');
    expect(response.status).toBe(503);
  });
});

/** A GET with the request target sent as written (fetch would resolve `.` and `..` first). */
function rawGet(baseUrl: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: target, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('other spellings of /yonetim (first review L6)', () => {
  it.each([
    ['/YONETIM', '/yonetim'],
    ['/Yonetim/kategoriler', '/yonetim/kategoriler'],
    ['/%79onetim', '/yonetim'],
    ['/./yonetim', '/yonetim'],
    ['/en/../yonetim/kategoriler', '/yonetim/kategoriler'],
    ['/%2e/YONETIM/kategoriler?page=2', '/yonetim/kategoriler?page=2'],
    ['//yonetim', '/yonetim'],
  ])('send an anonymous visitor of %s to sign in, back to %s', async (target, canonical) => {
    const response = await rawGet(t.baseUrl, target);
    expect(response.status).toBe(302);
    const location = new URL(response.location!, t.baseUrl);
    expect(location.pathname).toBe('/giris');
    expect(location.searchParams.get('status')).toBe('requested');
    expect(location.searchParams.get('redirectTo')).toBe(canonical);
  });

  it('send a signed-in visitor to the canonical spelling', async () => {
    const staff = await t.staff();
    const cookie = `refresh_token=${staff.cookies.get('refresh_token')}`;
    expect(await rawGet(t.baseUrl, '/YONETIM/kategoriler?page=2', { cookie })).toEqual({ status: 302, location: '/yonetim/kategoriler?page=2' });
    expect((await rawGet(t.baseUrl, '/yonetim/kategoriler', { cookie })).status).not.toBe(302);
  });
});
