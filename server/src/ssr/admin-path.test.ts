import { adminUrlOf } from './admin-path.js';

describe('adminUrlOf (first review L6)', () => {
  it.each([
    ['/yonetim', '/yonetim'],
    ['/yonetim/', '/yonetim/'],
    ['/yonetim/kategoriler?page=2&query=k%C3%BClt%C3%BCr', '/yonetim/kategoriler?page=2&query=k%C3%BClt%C3%BCr'],
    ['/YONETIM', '/yonetim'],
    ['/Yonetim/kategoriler', '/yonetim/kategoriler'],
    ['/%79onetim', '/yonetim'],
    ['/%59%4F%4E%45%54%49%4D/haberler', '/yonetim/haberler'],
    ['/yonet%C4%B1m', '/yonetim'],
    ['/./yonetim', '/yonetim'],
    ['/%2e/yonetim', '/yonetim'],
    ['/en/../yonetim/kategoriler', '/yonetim/kategoriler'],
    ['/en/%2E%2E/yonetim/kategoriler?x=1', '/yonetim/kategoriler?x=1'],
    ['/../../yonetim', '/yonetim'],
    ['//yonetim', '/yonetim'],
    ['/yonetim/./kategoriler/../haberler/', '/yonetim/haberler/'],
    ['/yonetim/%6Bategoriler', '/yonetim/kategoriler'],
    ['http://127.0.0.1/YONETIM?a=1', '/yonetim?a=1'],
  ])('%s is the admin at %s', (url, canonical) => {
    expect(adminUrlOf(url)).toBe(canonical);
  });

  it.each(['/', '/yonetimler', '/en/yonetim', '/haber/yonetim', '/yonetim%2Fkategoriler', '/yoneti%CC%87m', '/YONETİM', '/giris?redirectTo=/yonetim', '/%ZZ'])(
    '%s is not the admin',
    (url) => {
      expect(adminUrlOf(url)).toBeUndefined();
    },
  );
});
