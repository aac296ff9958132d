// What a reader's page answers before the app runs (issue 14 §2, "the first tap"): the boot script
// (src/boot.ts) copies a page's link and opens a gallery photo itself, with the browser's own
// elements, so the tap answers at once instead of after the app's download and hydration. The
// texts come from the server's markup (data attributes written by the components in the reader's
// language): the boot script carries no catalog. No import here may pull in React, the router,
// Apollo or MUI (app/hydration.ts).

/** Marks a control whose press the boot script answers; its value names the action. */
export const BOOT_ACTION_ATTRIBUTE = 'data-boot-action';

const COPY_PATH = 'data-copy-path';
const COPIED_TEXT = 'data-copied-text';
const CLOSE_LABEL = 'data-close-label';

/** How long the confirmation stays, as the app's toasts (spec §9). */
const TOAST_MS = 5000;

/** Attributes of the "copy link" button: the page's path and the confirmation in the reader's language. */
export function copyLinkAttributes(path: string, copiedText: string): Record<string, string> {
  return { [BOOT_ACTION_ATTRIBUTE]: 'copy-link', [COPY_PATH]: path, [COPIED_TEXT]: copiedText };
}

/** Attributes of a gallery thumbnail, a link to its large photo: the viewer's close button label. */
export function photoLinkAttributes(closeLabel: string): Record<string, string> {
  return { [BOOT_ACTION_ATTRIBUTE]: 'open-photo', [CLOSE_LABEL]: closeLabel };
}

/** What the boot script answers, handed to `hydrateOnIntent` (app/hydration.ts). */
export interface BootActions {
  /** Whether a press on `target` is answered here (the app then starts only after the answer). */
  covers(target: EventTarget | null): boolean;
  /**
   * Answers a click; true when it did (the app must not see it again). `handOver` gives a press
   * the boot script could not finish to the app, which replays it once it runs.
   */
  answer(event: MouseEvent, handOver: (control: HTMLElement) => void): boolean;
}

const actionOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${BOOT_ACTION_ATTRIBUTE}]`) : null;

/** A click that asks the browser for something else: a new tab or window, a download, another button. */
const isModified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The live region the confirmation is written to: present before it is written, so screen readers
 * announce the change; outside the app's root, so hydration never sees it. Looks like the app's
 * success toast (notistack's, with its darker green).
 */
function createToastRegion(doc: Document): HTMLElement {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  Object.assign(region.style, { position: 'fixed', top: '20px', right: '20px', left: 'auto', zIndex: '1400', maxWidth: 'calc(100vw - 40px)' });
  doc.body.append(region);
  return region;
}

function showToast(region: HTMLElement, text: string): void {
  const toast = region.ownerDocument.createElement('div');
  toast.textContent = text;
  Object.assign(toast.style, {
    background: '#1b5e20',
    color: '#fff',
    padding: '14px 16px',
    borderRadius: '4px',
    boxShadow: '0 3px 5px -1px rgba(0,0,0,.2), 0 6px 10px 0 rgba(0,0,0,.14), 0 1px 18px 0 rgba(0,0,0,.12)',
    // The page's own font (inherited): another family would cost a font lookup in the tap's task.
    fontSize: '0.875rem',
    fontWeight: '500',
    lineHeight: '1.43',
  });
  region.replaceChildren(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
}

/** Copies the page's address; a browser that refuses leaves the press to the app (its fallback shows the address). */
function copyLink(control: HTMLElement, region: () => HTMLElement, handOver: (control: HTMLElement) => void): boolean {
  const clipboard = navigator.clipboard;
  const path = control.getAttribute(COPY_PATH);
  if (!clipboard?.writeText || !path) return false;
  clipboard.writeText(new URL(path, window.location.origin).href).then(
    () => showToast(region(), control.getAttribute(COPIED_TEXT) ?? ''),
    () => handOver(control),
  );
  return true;
}

/** MUI's close icon, drawn without a font (a font the page has not used yet costs a lookup in the tap's task). */
const CLOSE_ICON = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
const SVG = 'http://www.w3.org/2000/svg';

/** Runs `then` once the frame now being prepared has been painted. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * The gallery's plain view: a full-screen layer with the photo, closed by its button, Escape or a
 * tap on the photo; focus stays on its button while it is open and goes back to the thumbnail. The
 * thumbnail's image fills it at once and the large photo replaces it when loaded. It is a fixed
 * element marked as a modal dialog rather than a `<dialog>` opened with showModal(), whose first
 * opening makes the whole page inert in the tap's task (about 80 ms more on the throttled phone).
 * The app's viewer (arrows, swipes, a counter) takes over once the app runs; this one stays until
 * it is closed.
 */
function openPhoto(link: HTMLAnchorElement): boolean {
  const doc = link.ownerDocument;
  const thumbnail = link.querySelector('img');
  const viewer = doc.createElement('div');
  viewer.setAttribute('role', 'dialog');
  viewer.setAttribute('aria-modal', 'true');
  viewer.setAttribute('aria-label', thumbnail?.alt ?? '');
  Object.assign(viewer.style, { position: 'fixed', inset: '0', zIndex: '1300', background: '#0d0f14', color: '#f5f2ea', overscrollBehavior: 'contain', touchAction: 'none' });

  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', link.getAttribute(CLOSE_LABEL) ?? 'Kapat');
  Object.assign(close.style, { position: 'absolute', top: '12px', right: '12px', width: '48px', height: '48px', padding: '12px', color: 'inherit', background: 'rgba(255,255,255,.08)', border: '0', borderRadius: '50%', cursor: 'pointer' });
  const icon = doc.createElementNS(SVG, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('fill', 'currentColor');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', CLOSE_ICON);
  icon.append(path);
  close.append(icon);

  const photo = doc.createElement('img');
  photo.alt = thumbnail?.alt ?? '';
  photo.src = thumbnail?.currentSrc || thumbnail?.src || link.href;
  Object.assign(photo.style, { display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
  const large = new Image();
  large.onload = () => (photo.src = large.src);
  large.src = link.href;

  const shut = () => {
    doc.removeEventListener('keydown', onKey, true);
    viewer.remove();
    link.focus();
  };
  // Escape closes; Tab stays on the only control, as focus does in a modal dialog.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    event.preventDefault();
    if (event.key === 'Escape') shut();
    else close.focus();
  };
  close.addEventListener('click', shut);
  photo.addEventListener('click', shut);
  doc.addEventListener('keydown', onKey, true);
  viewer.append(photo, close);
  doc.body.append(viewer);
  // Focus moves once the viewer is on screen: focusing now would lay the page out in the tap's task.
  afterPaint(() => {
    if (viewer.isConnected) close.focus();
  });
  return true;
}

/** The boot script's answers on `doc`. */
export function bootActions(doc: Document): BootActions {
  let region: HTMLElement | undefined;
  // Made when the page has something to confirm, so it exists before the confirmation is written.
  if (doc.querySelector(`[${BOOT_ACTION_ATTRIBUTE}="copy-link"]`)) region = createToastRegion(doc);
  const toastRegion = () => (region ??= createToastRegion(doc));

  return {
    covers: (target) => actionOf(target) !== null,
    answer(event, handOver) {
      const control = actionOf(event.target);
      if (!control || isModified(event)) return false;
      const action = control.getAttribute(BOOT_ACTION_ATTRIBUTE);
      let answered = false;
      if (action === 'copy-link') answered = copyLink(control, toastRegion, handOver);
      else if (action === 'open-photo' && control instanceof HTMLAnchorElement) answered = openPhoto(control);
      if (answered) event.preventDefault();
      return answered;
    },
  };
}
