import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { bootActions, copyLinkAttributes, photoLinkAttributes } from './boot-actions';

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** The server's markup of a news page's copy button and a gallery thumbnail. */
function serverPage() {
  document.body.innerHTML = `<div id="root">
    <button type="button"${attributes(copyLinkAttributes('/haber/kalede-sergi', 'Bağlantı panoya kopyalandı.'))}><svg></svg>Bağlantıyı kopyala</button>
    <a href="/media/news/2/large.webp"${attributes(photoLinkAttributes('Kapat'))}><img src="/media/news/2/thumb.webp" alt="Kalede sergi — fotoğraf 2 / 3"></a>
  </div>`;
  return { copy: document.querySelector('button svg') as Element, photo: document.querySelector('a img') as HTMLImageElement };
}

function mockClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the boot script’s answers', () => {
  afterEach(() => mockClipboard(undefined));

  it('copies the page’s full address and says so in a live region that was there before', async () => {
    const { copy } = serverPage();
    const writeText = jest.fn(async (_text: string) => undefined);
    mockClipboard(writeText);
    const answers = bootActions(document);
    const region = document.querySelector('[role="status"]') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(document.getElementById('root')).not.toContainElement(region);
    expect(region).toBeEmptyDOMElement();

    expect(answers.covers(copy)).toBe(true);
    const press = click();
    copy.dispatchEvent(press);
    const handOver = jest.fn();
    expect(answers.answer(press, handOver)).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    await flush();

    expect(writeText).toHaveBeenCalledWith('http://localhost/haber/kalede-sergi');
    expect(region).toHaveTextContent('Bağlantı panoya kopyalandı.');
    expect(handOver).not.toHaveBeenCalled();
  });

  it('hands the press to the app when the browser refuses to copy (its fallback shows the address)', async () => {
    const { copy } = serverPage();
    mockClipboard(async () => {
      throw new Error('denied');
    });
    const answers = bootActions(document);
    const handOver = jest.fn();
    const press = click();
    copy.dispatchEvent(press);
    expect(answers.answer(press, handOver)).toBe(true);
    await flush();
    expect(handOver).toHaveBeenCalledWith(document.querySelector('button'));
    expect(document.querySelector('[role="status"]')).toBeEmptyDOMElement();
  });

  it('leaves the press to the app in a browser without a clipboard', () => {
    const { copy } = serverPage();
    mockClipboard(undefined);
    const press = click();
    copy.dispatchEvent(press);
    expect(bootActions(document).answer(press, jest.fn())).toBe(false);
    expect(press.defaultPrevented).toBe(false);
  });

  it('opens a thumbnail’s photo in a modal viewer with a labelled close button, keeps focus in it, and gives focus back on Escape', async () => {
    const { photo } = serverPage();
    const answers = bootActions(document);

    const press = click();
    photo.dispatchEvent(press);
    expect(answers.answer(press, jest.fn())).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    const viewer = screen.getByRole('dialog', { name: 'Kalede sergi — fotoğraf 2 / 3' });
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Kalede sergi — fotoğraf 2 / 3');
    const closeButton = within(viewer).getByRole('button', { name: 'Kapat' });
    await waitFor(() => expect(closeButton).toHaveFocus());
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(closeButton).toHaveFocus();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link')).toHaveFocus();
  });

  it('closes the photo with its button', () => {
    const { photo } = serverPage();
    const press = click();
    photo.dispatchEvent(press);
    bootActions(document).answer(press, jest.fn());
    screen.getByRole('button', { name: 'Kapat' }).click();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    const { photo } = serverPage();
    const press = click({ ctrlKey: true });
    photo.dispatchEvent(press);
    expect(bootActions(document).answer(press, jest.fn())).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
