/**
 * @jest-environment node
 */
import { Form, Formik } from 'formik';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../app/app-providers';
import { createEmotionCache } from '../../app/emotion-cache';
import { createI18n } from '../../lib/i18n/create-i18n';
import { isoToIstanbulWallClock } from '../../lib/i18n/istanbul-time';
import type { Lang } from '../../lib/i18n/languages';
import { createSession } from '../../lib/session/session';
import { FormikDateTimeField } from './formik-date-time-field';

/** The admin is rendered on the server before it hydrates: the picker must render there too. */
function renderOnServer(lang: Lang, date: Date | null) {
  const html = renderToString(
    <AppProviders i18n={createI18n(lang)} emotionCache={createEmotionCache()} session={createSession()}>
      <Formik initialValues={{ date }} onSubmit={() => undefined}>
        <Form>
          <FormikDateTimeField name="date" label={lang === 'tr' ? 'Tarih ve saat' : 'Date and time'} />
        </Form>
      </Formik>
    </AppProviders>,
  );
  // The text a reader sees: no inline emotion styles, no tags.
  return html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, '');
}

describe('FormikDateTimeField on the server', () => {
  it('renders a stored Istanbul time in each language', () => {
    expect(typeof window).toBe('undefined');
    const date = isoToIstanbulWallClock('2026-12-01T16:00:00.000Z');
    expect(renderOnServer('tr', date)).toContain('Tarih ve saat01.12.2026 19:00');
    expect(renderOnServer('en', date)).toContain('Date and time01/12/2026 19:00');
  });

  it('renders an empty field with the section placeholders', () => {
    expect(renderOnServer('tr', null)).toContain('GG.AA.YYYY ss:dd');
  });
});
