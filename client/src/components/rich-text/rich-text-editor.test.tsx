import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Transforms, type Descendant, type Editor } from 'slate';
import { renderApp } from '../../test/render-app';
import type { Lang } from '../../lib/i18n/languages';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { isRichText } from './rich-text-value';

/** A key press on the editor, with Slate's deferred change report inside act. */
const press = (element: HTMLElement, init: KeyboardEventInit) =>
  act(async () => {
    fireEvent.keyDown(element, init);
  });

const paragraph = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });

function Harness({ initial, onChange, ...props }: { initial: Descendant[]; onChange: (value: Descendant[]) => void } & Partial<RichTextEditorProps>) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      id="content"
      name="content"
      label="İçerik"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup(initial: Descendant[] = [paragraph('Merhaba dünya')], options: { lang?: Lang } & Partial<RichTextEditorProps> = {}) {
  const { lang, ...props } = options;
  const onChange = jest.fn<(value: Descendant[]) => void>();
  const editorRef = createRef<Editor>();
  renderApp(<Harness initial={initial} onChange={onChange} editorRef={editorRef} {...props} />, { lang });
  const editor = editorRef.current;
  if (!editor) throw new Error('no editor');
  // Slate reports changes in a microtask: let it run inside act.
  const selectText = (from: number, to: number, path = [0, 0]) =>
    act(async () => Transforms.select(editor, { anchor: { path, offset: from }, focus: { path, offset: to } }));
  return { editor, onChange, selectText, lastValue: () => onChange.mock.calls.at(-1)?.[0] };
}

const TR_LABELS = ['Kalın', 'İtalik', 'Altı çizili', 'Ara başlık', 'Küçük ara başlık', 'Alıntı', 'Madde işaretli liste', 'Numaralı liste', 'Bağlantı ekle', 'Bağlantıyı kaldır', 'Geri al', 'Yinele'];
const EN_LABELS = ['Bold', 'Italic', 'Underline', 'Heading', 'Subheading', 'Quote', 'Bulleted list', 'Numbered list', 'Add link', 'Remove link', 'Undo', 'Redo'];

describe('RichTextEditor', () => {
  it('has a labelled toolbar with Turkish buttons and a labelled multi-line textbox', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'İçerik: biçimlendirme' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(TR_LABELS);
    expect(screen.getByRole('button', { name: 'Kalın' })).toHaveAttribute('aria-pressed', 'false');
    const textbox = screen.getByRole('textbox', { name: 'İçerik' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).not.toHaveAttribute('aria-invalid');
    expect(textbox).toHaveTextContent('Merhaba dünya');
  });

  it('speaks English when the interface does', () => {
    setup(undefined, { lang: 'en', label: 'Content' });
    const toolbar = screen.getByRole('toolbar', { name: 'Content: formatting' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(EN_LABELS);
  });

  it('makes the selection bold from the toolbar and shows the state', async () => {
    const { onChange, selectText, lastValue } = setup();
    await selectText(0, 7);
    const bold = screen.getByRole('button', { name: 'Kalın' });
    await userEvent.setup().click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(lastValue()).toEqual([{ type: 'paragraph', children: [{ text: 'Merhaba', bold: true }, { text: ' dünya' }] }]);

    await selectText(1, 6, [0, 1]);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'İtalik' }));
    expect(screen.getByRole('button', { name: 'İtalik' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('toggles marks with keyboard shortcuts and undoes with Ctrl+Z', async () => {
    const { selectText, lastValue } = setup();
    await selectText(0, 7);
    const textbox = screen.getByRole('textbox', { name: 'İçerik' });
    await press(textbox, { key: 'u', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'Altı çizili' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastValue()).toEqual([{ type: 'paragraph', children: [{ text: 'Merhaba', underline: true }, { text: ' dünya' }] }]);
    await press(textbox, { key: 'b', metaKey: true });
    expect(screen.getByRole('button', { name: 'Kalın' })).toHaveAttribute('aria-pressed', 'true');

    await press(textbox, { key: 'z', ctrlKey: true });
    await press(textbox, { key: 'z', ctrlKey: true });
    expect(lastValue()).toEqual([paragraph('Merhaba dünya')]);
    await press(textbox, { key: 'y', ctrlKey: true });
    expect(lastValue()).toEqual([{ type: 'paragraph', children: [{ text: 'Merhaba', underline: true }, { text: ' dünya' }] }]);
  });

  it('turns blocks into lists from the toolbar, and undo brings them back', async () => {
    const { selectText, lastValue } = setup();
    await selectText(0, 0);
    const actor = userEvent.setup();
    const undo = screen.getByRole('button', { name: 'Geri al' });
    expect(undo).toBeDisabled();
    await actor.click(screen.getByRole('button', { name: 'Numaralı liste' }));
    expect(screen.getByRole('button', { name: 'Numaralı liste' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastValue()).toEqual([{ type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Merhaba dünya' }] }] }]);
    expect(isRichText(lastValue())).toBe(true);
    await actor.click(undo);
    expect(lastValue()).toEqual([paragraph('Merhaba dünya')]);
  });

  it('refuses javascript: links with a message and links https addresses', async () => {
    const { selectText, lastValue } = setup();
    await selectText(0, 7);
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Bağlantı ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bağlantı ekle' });
    const field = within(dialog).getByLabelText('Bağlantı adresi');
    await actor.type(field, 'javascript:alert(1)');
    await actor.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    expect(within(dialog).getByText('Yalnızca http://, https:// veya mailto: ile başlayan bağlantılar eklenebilir.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await actor.clear(field);
    await actor.type(field, 'https://example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastValue()).toEqual([
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'https://example.com/', children: [{ text: 'Merhaba' }] }, { text: ' dünya' }] },
    ]);
    expect(isRichText(lastValue())).toBe(true);
    expect(screen.getByRole('button', { name: 'Bağlantıyı düzenle' })).toHaveAttribute('aria-pressed', 'true');

    await actor.click(screen.getByRole('button', { name: 'Bağlantıyı kaldır' }));
    expect(lastValue()).toEqual([paragraph('Merhaba dünya')]);
    expect(screen.getByRole('button', { name: 'Bağlantıyı kaldır' })).toBeDisabled();
  });

  it('refuses links in English too, and opens the dialog with Ctrl+K', async () => {
    const { selectText } = setup(undefined, { lang: 'en', label: 'Content' });
    await selectText(0, 7);
    await press(screen.getByRole('textbox', { name: 'Content' }), { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const actor = userEvent.setup();
    await actor.type(within(dialog).getByLabelText('Link address'), 'ftp://example.com');
    await actor.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Only links starting with http://, https:// or mailto: can be added.')).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is one Tab stop with arrow keys moving between the buttons', async () => {
    setup();
    const actor = userEvent.setup();
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    await actor.tab();
    expect(buttons[0]).toHaveFocus();
    await actor.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'İtalik' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'İtalik' })).toHaveAttribute('tabindex', '0');
    expect(buttons[0]).toHaveAttribute('tabindex', '-1');
    await actor.keyboard('{ArrowLeft}{ArrowLeft}');
    // Wraps around to the last enabled button (undo, redo and unlink are disabled yet).
    expect(screen.getByRole('button', { name: 'Bağlantı ekle' })).toHaveFocus();
    await actor.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await actor.tab();
    expect(screen.getByRole('textbox', { name: 'İçerik' })).toHaveFocus();
  });

  it('shows the error text and marks the textbox invalid', () => {
    setup(undefined, { error: 'İçerik zorunludur.', helperText: 'Yardım' });
    const textbox = screen.getByRole('textbox', { name: 'İçerik' });
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription('İçerik zorunludur.');
    expect(screen.queryByText('Yardım')).not.toBeInTheDocument();
  });

  it('can be disabled', async () => {
    const { onChange, selectText } = setup(undefined, { disabled: true });
    expect(screen.getByRole('button', { name: 'Kalın' })).toBeDisabled();
    const textbox = screen.getByRole('textbox', { name: 'İçerik' });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    await selectText(0, 7);
    await press(textbox, { key: 'b', ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });
});
