import { jest } from '@jest/globals';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { BootActions } from '../lib/boot-actions';
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
/** Past the next painted frame (jsdom's animation frames come every 16 ms). */
const afterFrame = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Boot answers for `[data-boot-action]` controls that answer (or hand over) as `outcome` says. */
function bootAnswers(outcome: 'answered' | 'handed over') {
  const answered: Element[] = [];
  const covered = (target: EventTarget | null) => (target instanceof Element ? target.closest('[data-boot-action]') : null);
  const answers: BootActions = {
    covers: (target) => covered(target) !== null,
    answer(event, handOver) {
      const control = covered(event.target) as HTMLElement | null;
      if (!control) return false;
      event.preventDefault();
      if (outcome === 'answered') answered.push(control);
      else queueMicrotask(() => handOver(control));
      return true;
    },
  };
  return { answers, answered };
}

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

  it('leaves a press the boot script answers to it, starts the app only after that answer, and never replays it', async () => {
    serverPage('<button type="button" data-boot-action="copy-link">Bağlantıyı kopyala</button>');
    const { answers, answered } = bootAnswers('answered');
    const ready = deferred();
    const start = jest.fn((_trigger?: Event) => ready.promise);
    hydrateOnIntent(document, start, answers);
    const button = document.querySelector('button') as HTMLButtonElement;
    const appSaw = jest.fn();
    document.addEventListener('click', (event) => {
      if (event.target === button) appSaw(event.defaultPrevented);
    });

    // The touch that begins the tap does not start the app: its download and hydration would hold the answer up.
    const touch = new Event('touchstart', { bubbles: true });
    button.dispatchEvent(touch);
    expect(start).not.toHaveBeenCalled();
    button.click();
    expect(answered).toEqual([button]);
    expect(start).not.toHaveBeenCalled();

    await afterFrame();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0][0]).toBe(touch);
    ready.resolve();
    await flush();
    expect(appSaw).toHaveBeenCalledTimes(1); // the boot script's press only, not replayed
  });

  it('replays a press the boot script handed over once the app is ready', async () => {
    serverPage('<button type="button" data-boot-action="copy-link">Bağlantıyı kopyala</button>');
    const { answers } = bootAnswers('handed over');
    const ready = deferred();
    const start = jest.fn(() => ready.promise);
    hydrateOnIntent(document, start, answers);
    const button = document.querySelector('button') as HTMLButtonElement;
    const appSaw = jest.fn();
    document.addEventListener('click', (event) => {
      if (event.target === button) appSaw(event.defaultPrevented);
    });
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    button.click();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);

    ready.resolve();
    await flush();
    expect(appSaw).toHaveBeenCalledTimes(2);
    expect(appSaw).toHaveBeenLastCalledWith(false);
  });

  it('still starts the app when an intent on an answered control is not followed by a press (a scroll from the button)', async () => {
    jest.useFakeTimers();
    try {
      serverPage('<button type="button" data-boot-action="copy-link">Bağlantıyı kopyala</button>');
      const start = jest.fn(() => Promise.resolve());
      hydrateOnIntent(document, start, bootAnswers('answered').answers);
      document.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
      expect(start).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1000);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
