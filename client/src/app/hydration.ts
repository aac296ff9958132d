// How the browser takes over the server's markup. No import here may pull in React, the router,
// Apollo or MUI: the boot script (src/boot.ts) is built from this module and is all a reader's
// page runs until the reader shows an intent to interact.
import type { BootActions } from '../lib/boot-actions';

/** The id of the JSON block holding the state the client hydrates from (`{ apollo, router }`). */
export const APP_STATE_ID = 'app-state';

/** Set on that block of a reader's page: the app starts on the reader's first intent, not on load. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const HYDRATE_ON_INTENT = 'intent';

/** Fired on `window` once React has taken over the page (after `html[data-hydrated]` is set). */
export const HYDRATED_EVENT = 'dergi:hydrated';

/**
 * What counts as an intent to interact: a pointer over the page (desktop), a touch (phones, also
 * the first scroll gesture), focus reaching an element, or a key. Reading without touching the
 * page does not start the app; the server's page is complete without it.
 */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** Controls whose press before the app is ready is kept and replayed once it is (links are followed by the browser). */
const PRESSABLE = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Hands a value typed or chosen before hydration to React. React's state still holds the server's
 * value, and its first render in the browser may already have put that back on screen, so the
 * value kept when it was typed is written again: through the element's own `value` (React's
 * tracker) and then the prototype's setter, followed by the event React listens to, so React sees
 * a change.
 */
function handToReact(field: Field, typed: string): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = typed === '' ? ' ' : '';
  nativeSetter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The longest an intent on a control the boot script answers waits for its press before the app starts anyway. */
const ANSWER_WAIT_MS = 1000;

/** Runs `then` once the frame now being prepared has been painted. */
function afterPaint(doc: Document, then: () => void): void {
  const frame = doc.defaultView?.requestAnimationFrame?.bind(doc.defaultView) ?? ((next: () => void) => setTimeout(next, 16));
  frame(() => setTimeout(then, 0));
}

/**
 * Starts the app (`start`, which resolves once React has hydrated) at once, or on a reader's page
 * (marked by the server) on the first intent to interact. Until the app is ready a press the boot
 * script answers itself (`answers`: copy a link, open a photo) is answered there and not replayed,
 * any other press on a button is kept and replayed, and values typed or chosen are handed to React;
 * a link is simply followed by the browser to the complete server-rendered page. An intent on a
 * control the boot script answers starts the app only after that answer is painted: the app's
 * download and hydration would otherwise hold the tap up.
 */
export function hydrateOnIntent(doc: Document, start: (trigger?: Event) => Promise<void>, answers?: BootActions): void {
  const state = doc.getElementById(APP_STATE_ID);
  if (state?.getAttribute(HYDRATE_ATTRIBUTE) !== HYDRATE_ON_INTENT) {
    void start();
    return;
  }

  let pressed: HTMLElement | null = null;
  let ready = false;
  const changed = new Map<Field, string>();
  const handOver = (control: HTMLElement) => {
    if (ready) control.click();
    else {
      pressed = control;
      begin(null);
    }
  };
  const keepPress = (event: Event) => {
    if (answers && event instanceof MouseEvent && answers.answer(event, handOver)) {
      afterPaint(doc, () => begin(null));
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(PRESSABLE);
    if (!control) return;
    event.preventDefault();
    pressed = control;
    begin(null); // a press the app must replay does not wait for a boot answer that is not coming
  };
  const keepChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return; // replayed as a press
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) changed.set(target, target.value);
  };
  const listen = (add: boolean) => {
    const method = add ? 'addEventListener' : 'removeEventListener';
    doc[method]('click', keepPress, true);
    doc[method]('input', keepChange, true);
    doc[method]('change', keepChange, true);
  };

  let started = false;
  let waiting: { trigger: Event; timer: ReturnType<typeof setTimeout> } | undefined;
  /** `trigger`: the intent that starts the app; null when the app starts after a boot answer or a hand-over. */
  const begin = (trigger: Event | null) => {
    if (started) return;
    if (trigger && answers?.covers(trigger.target)) {
      // The press that follows is answered first; the app starts after it (or after a wait, when no press came).
      if (!waiting) waiting = { trigger, timer: setTimeout(() => begin(null), ANSWER_WAIT_MS) };
      return;
    }
    started = true;
    if (waiting) clearTimeout(waiting.timer);
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
    start(trigger ?? waiting?.trigger).then(
      () => {
        ready = true;
        listen(false);
        for (const [field, typed] of changed) handToReact(field, typed);
        if (pressed?.isConnected) pressed.click();
      },
      // The app could not be loaded: the page stays the server's, and presses are no longer held.
      () => listen(false),
    );
  };

  const onIntent = (event: Event) => begin(event);
  listen(true);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
}
