/**
 * @jest-environment node
 */
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { createI18n } from '../../lib/i18n/create-i18n';
import { RichTextEditor } from './rich-text-editor';

describe('RichTextEditor on the server', () => {
  it('renders to a string without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <I18nProvider i18n={createI18n('tr')}>
        <RichTextEditor
          id="content"
          name="content"
          label="İçerik"
          value={[{ type: 'paragraph', children: [{ text: 'Sunucuda', bold: true }] }]}
          onChange={() => undefined}
        />
      </I18nProvider>,
    );
    expect(html).toContain('role="toolbar"');
    expect(html).toContain('aria-label="Kalın"');
    expect(html).toContain('role="textbox"');
    expect(html).toContain('<strong>');
    expect(html).toContain('Sunucuda');
  });
});
