import { startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('CSRF token', () => {
  it('is issued with a cookie and accepted on /api and /graphql', async () => {
    const client = t.client();
    const issued = await client.get('/api/app/get-csrf-token');
    expect(issued.status).toBe(200);
    expect(typeof issued.body.token).toBe('string');
    expect(client.cookies.has('csrf_secret')).toBe(true);

    const rest = await client.post('/api/auth/forgot-password', { email: 'someone@example.com' });
    expect(rest.status).toBe(200);
    const graphql = await client.graphql('mutation { signOut }');
    expect(graphql.body.data).toEqual({ signOut: true });
  });

  it.each([
    ['/api/auth/signin', { email: 'a@b.co', password: 'x' }],
    ['/api/categories', { name: 'Yeni', description: 'Açıklama' }],
    ['/graphql', { query: 'mutation { signOut }' }],
  ])('refuses POST %s without a token with 403', async (path, json) => {
    const client = t.client();
    const response = await client.post(path, json, { csrf: false });
    expect(response.status).toBe(403);
    const error = path === '/graphql' ? response.body.errors[0].extensions : response.body.error;
    expect(error.code).toBe('FORBIDDEN');
  });

  it('accepts a signed token from a client that keeps no cookies', async () => {
    const token = await t.client().csrf();
    const cookieless = t.client();
    const response = await cookieless.post('/api/auth/forgot-password', { email: 'a@b.co' }, { csrf: false, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(200);
  });

  it.each(['made-up', 'a'.repeat(43), `${'a'.repeat(43)}.${'b'.repeat(43)}`])('refuses a token that is not ours (%s)', async (token) => {
    const response = await t.client().post('/api/auth/forgot-password', { email: 'a@b.co' }, { csrf: false, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(403);
  });

  it('refuses a token from another browser (another cookie)', async () => {
    const first = t.client();
    const second = t.client();
    const token = await first.csrf();
    await second.csrf();
    const response = await second.post('/api/auth/forgot-password', { email: 'a@b.co' }, { csrf: false, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(403);
  });
});
