import { jest } from '@jest/globals';
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

const click = (target: Element, init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
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
    const press = click(copy);
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
    const press = click(copy);
    copy.dispatchEvent(press);
    expect(answers.answer(press, handOver)).toBe(true);
    await flush();
    expect(handOver).toHaveBeenCalledWith(document.querySelector('button'));
    expect(document.querySelector('[role="status"]')).toBeEmptyDOMElement();
  });

  it('leaves the press to the app in a browser without a clipboard', () => {
    const { copy } = serverPage();
    mockClipboard(undefined);
    const press = click(copy);
    copy.dispatchEvent(press);
    expect(bootActions(document).answer(press, jest.fn())).toBe(false);
    expect(press.defaultPrevented).toBe(false);
  });

  it('opens a thumbnail’s photo in a modal viewer with a labelled close button, and gives focus back on closing', () => {
    const { photo } = serverPage();
    // jsdom has no modal dialogs: opened as a browser does (the autofocus control takes focus).
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('[autofocus]')?.focus();
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const answers = bootActions(document);

    const press = click(photo);
    photo.dispatchEvent(press);
    expect(answers.answer(press, jest.fn())).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    const viewer = document.querySelector('dialog[open]') as HTMLDialogElement;
    expect(viewer).toHaveAccessibleName('Kalede sergi — fotoğraf 2 / 3');
    expect(viewer.querySelector('img')).toHaveAttribute('alt', 'Kalede sergi — fotoğraf 2 / 3');
    const closeButton = viewer.querySelector('button') as HTMLButtonElement;
    expect(closeButton).toHaveAccessibleName('Kapat');
    expect(closeButton).toHaveFocus();

    closeButton.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('a')).toHaveFocus();
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    const { photo } = serverPage();
    const press = click(photo, { ctrlKey: true });
    photo.dispatchEvent(press);
    expect(bootActions(document).answer(press, jest.fn())).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
