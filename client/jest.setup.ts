import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// On a busy 2-core CI machine a toast's lazily loaded chunk can take over a second to appear
// (the profile screen's refused language change did, once): waits fail on assertions, not on time.
configure({ asyncUtilTimeout: 5_000 });

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

// jsdom has no fetch `Request`; a data router builds one for every navigation (a search param
// changed by a list filter, a link followed). It reads the address, the method and the signal only.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
