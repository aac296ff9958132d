import { css } from '@emotion/react';
import { visuallyHidden } from '../components/visually-hidden';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './layouts/skip-link';
import { staticStyled } from '../lib/static-styled';

/** The live region: read out, never seen (serialised once, lib/static-styles.ts says why). */
const LiveRegion = staticStyled('div', css(visuallyHidden));

/** How long a page that is still loading (an admin list's query) may take to show its h1. */
const HEADING_WAIT_MS = 3000;

/**
 * After a client-side page change (not the first load): the new page's title is read out by a
 * polite live region, and focus moves to the page's h1, or to `<main>` until the h1 appears, so
 * a keyboard or screen-reader user starts on the new content instead of `<body>` (UX review
 * defect 6). A field the new page focused itself (a form's autofocus) keeps its focus.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let stopWaiting = () => {};
    // One frame later: the page's PageMeta has set document.title and its autofocus has run.
    const frame = requestAnimationFrame(() => {
      setMessage(document.title);
      stopWaiting = focusNewPage();
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
    };
  }, [pathname]);

  return (
    <LiveRegion role="status" aria-live="polite" aria-atomic="true" data-route-announcer>
      {message}
    </LiveRegion>
  );
}

/** Focuses the main heading (or main, then the heading once it renders); answers a function that stops waiting. */
function focusNewPage(): () => void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => {};
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return () => {};
  if (focusHeading(main)) return () => {};

  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) return stop();
    if (focusHeading(main)) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
