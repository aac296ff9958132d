import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no `isContentEditable`; slate-react needs it to accept events on the editor.
if (typeof HTMLElement !== 'undefined' && !('isContentEditable' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    get(this: HTMLElement): boolean {
      const host = this.closest('[contenteditable]');
      return host !== null && host.getAttribute('contenteditable')?.toLowerCase() !== 'false';
    },
  });
}
