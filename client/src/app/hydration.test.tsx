import { jest } from '@jest/globals';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { APP_STATE_ID, HYDRATE_ATTRIBUTE, HYDRATE_ON_INTENT, hydrateOnIntent } from './hydration';

/** A server-rendered page: `body` markup and the state block, marked for hydration on intent or not. */
function serverPage(body: string, onIntent = true) {
  document.body.innerHTML = `<div id="root">${body}</div><script type="application/json" id="${APP_STATE_ID}"${onIntent ? ` ${HYDRATE_ATTRIBUTE}="${HYDRATE_ON_INTENT}"` : ''}>{}</script>`;
  return document.getElementById('root') as HTMLElement;
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('hydrateOnIntent', () => {
  it('starts a staff page (no mark) at once', () => {
    serverPage('<p>Yönetim</p>', false);
    const start = jest.fn(() => Promise.resolve());
    hydrateOnIntent(document, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts a reader's page only on the first intent, once, with that intent as the trigger", () => {
    serverPage('<a href="/haber">Haberler</a>');
    const start = jest.fn((_trigger?: Event) => Promise.resolve());
    hydrateOnIntent(document, start);
    document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();

    const link = document.querySelector('a') as HTMLAnchorElement;
    const hover = new Event('pointerover', { bubbles: true });
    link.dispatchEvent(hover);
    link.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0][0]).toBe(hover);
  });

  it('keeps a press on a button made while the app loads and replays it once the app is ready; a link is left to the browser', async () => {
    serverPage('<button type="button">Bağlantıyı kopyala</button><a href="/haber"><span>Haberler</span></a>');
    const ready = deferred();
    hydrateOnIntent(document, () => ready.promise);
    const button = document.querySelector('button') as HTMLButtonElement;
    const pressed = jest.fn();
    document.addEventListener('click', (event) => {
      if (event.target === button) pressed(event.defaultPrevented);
    });
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    button.click();
    expect(pressed).toHaveBeenLastCalledWith(true);

    const linkText = document.querySelector('a span') as HTMLElement;
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    linkText.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);

    ready.resolve();
    await flush();
    expect(pressed).toHaveBeenCalledTimes(2);
    expect(pressed).toHaveBeenLastCalledWith(false);
  });

  it('stops holding presses when the app cannot be loaded', async () => {
    serverPage('<button type="button">Menü</button>');
    hydrateOnIntent(document, () => Promise.reject(new Error('offline')));
    const button = document.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('hands text typed into a field before hydration to React, so the form state holds it', async () => {
    const seen: string[] = [];
    function EmailForm({ onReady }: { onReady?: () => void }) {
      const [email, setEmail] = useState('');
      // Like useHydrated: a second render right after hydration, which puts the state's '' back into the field.
      useSyncExternalStore(
        () => () => {},
        () => true,
        () => false,
      );
      useEffect(() => onReady?.(), [onReady]);
      seen.push(email);
      return <input aria-label="E-posta" value={email} onChange={(event) => setEmail(event.target.value)} />;
    }
    // What the server rendered for <EmailForm />.
    const root = serverPage('<input aria-label="E-posta" value=""/>');
    const input = root.querySelector('input') as HTMLInputElement;

    hydrateOnIntent(document, () => new Promise<void>((resolve) => hydrateRoot(root, <EmailForm onReady={resolve} />)));
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    // Typed while the app downloads: the browser changes the field, React does not run yet.
    input.value = 'okur@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    await flush();

    expect(input.value).toBe('okur@example.com');
    expect(seen.at(-1)).toBe('okur@example.com');
  });
});
