import type { FormikErrors } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * When `busy` ends (a form was sent) and focus has fallen to `<body>` — the disabled submit button
 * lost it — `target` takes it back, so the keyboard user stays where they were (UX review defect 5).
 */
export function useRestoreFocusAfter(busy: boolean, target: RefObject<HTMLElement | null>) {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (focusIsLost()) target.current?.focus();
  }, [busy, target]);
}

/**
 * The formik form's answer to a submit, for keyboard and screen-reader users: after a submit that
 * ended with field errors (the schema's or the server's), focus moves to the first invalid field
 * and the returned live region (to be rendered empty) says how many fields are wrong ("2 alan hatalı"); after any other
 * outcome, focus that fell to `<body>` goes back to `button`. The region's text is written here,
 * not rendered: it is emptied at each attempt so that the same count is announced again.
 * The form's state comes from the caller: this module must not import formik's runtime, because the
 * public footer's newsletter form imports `useRestoreFocusAfter` and would bring formik and lodash
 * (~10 kB gzipped) onto every reader's page.
 */
export function useSubmitFocus(
  button: RefObject<HTMLButtonElement | null>,
  { isSubmitting, errors }: { isSubmitting: boolean; errors: FormikErrors<unknown> },
): RefObject<HTMLSpanElement | null> {
  const { t } = useLingui();
  const wasSubmitting = useRef(false);
  const region = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const live = region.current;
    if (isSubmitting) {
      wasSubmitting.current = true;
      if (live) live.textContent = '';
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    const invalid = errorFields(errors);
    const form = button.current?.form;
    if (invalid.length > 0 && form) {
      focusFirstInvalid(form, invalid);
      const count = invalid.length;
      if (live) live.textContent = t`${plural(count, { one: '# alan hatalı.', other: '# alan hatalı.' })} İlk hatalı alana geçildi.`;
      return;
    }
    if (focusIsLost()) button.current?.focus();
  }, [isSubmitting, errors, button, t]);

  return region;
}

function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/** The names of the fields that have an error (nested values count once per field). */
function errorFields(errors: FormikErrors<unknown>): string[] {
  return Object.entries(errors ?? {})
    .filter(([, error]) => Boolean(error))
    .map(([name]) => name);
}

/** The first field, in page order, marked invalid; else the first form control named after an erring field. */
function focusFirstInvalid(form: HTMLFormElement, names: string[]) {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const named = names
    .map((name) => form.elements.namedItem(name))
    .find((element): element is HTMLElement => element instanceof HTMLElement && element.tabIndex >= 0);
  (marked ?? named)?.focus();
}
