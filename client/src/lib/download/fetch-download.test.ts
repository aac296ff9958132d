import { jest } from '@jest/globals';
import { createSession } from '../session/session';
import { attachmentName, fetchDownload } from './fetch-download';

const answer = (status: number, body = '', headers: Record<string, string> = {}) =>
  ({ status, ok: status >= 200 && status < 300, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, blob: async () => new Blob([body]) }) as unknown as Response;

describe('attachmentName', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(attachmentName(`attachment; filename="gonderim-listesi.csv"; filename*=UTF-8''g%C3%B6nderim-listesi.csv`, 'x.csv')).toBe('gönderim-listesi.csv');
    expect(attachmentName('attachment; filename="newsletter-subscribers-2026-11-23.csv"', 'x.csv')).toBe('newsletter-subscribers-2026-11-23.csv');
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});

describe('fetchDownload', () => {
  it('sends the bearer token and answers the file with its name', async () => {
    const session = createSession();
    session.setAccessToken('token-1');
    const fetchImpl = jest.fn(async () => answer(200, '\uFEFFemail\n', { 'content-disposition': 'attachment; filename="a.csv"' }));
    const file = await fetchDownload(session, '/api/newsletter-subscription/export.csv', 'x.csv', fetchImpl as unknown as typeof fetch);
    expect(file.filename).toBe('a.csv');
    expect(file.blob.size).toBe(new Blob(['\uFEFFemail\n']).size);
    expect(fetchImpl).toHaveBeenCalledWith('/api/newsletter-subscription/export.csv', { credentials: 'include', headers: { Authorization: 'Bearer token-1' } });
  });

  it('refreshes an expired token once and retries with the new one', async () => {
    const session = createSession();
    session.setAccessToken('old');
    session.setRefreshHandler(async () => 'new');
    const fetchImpl = jest.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer new' ? answer(200, 'ok') : answer(401),
    );
    await fetchDownload(session, '/api/subscriptions/shipping-list.csv', 'x.csv', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('throws when the answer is still refused', async () => {
    const session = createSession();
    session.setRefreshHandler(async () => 'new');
    const fetchImpl = jest.fn(async () => answer(401));
    await expect(fetchDownload(session, '/api/x.csv', 'x.csv', fetchImpl as unknown as typeof fetch)).rejects.toThrow('401');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await expect(fetchDownload(session, '/api/x.csv', 'x.csv', (async () => answer(500)) as unknown as typeof fetch)).rejects.toThrow('500');
  });
});
