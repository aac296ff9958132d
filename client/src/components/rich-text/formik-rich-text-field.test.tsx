import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { createRef } from 'react';
import { Editor, Transforms, type Descendant } from 'slate';
import { object } from 'yup';
import { formikDefaults } from '../form/formik-defaults';
import { SubmitButton } from '../form/submit-button';
import type { Lang } from '../../lib/i18n/languages';
import { renderApp } from '../../test/render-app';
import { FormikRichTextField } from './formik-rich-text-field';
import { emptyRichText, richTextRequired } from './rich-text-value';

// Any registered validation key works the same way; a News form would pass `News.Content.required`.
const schema = object({ content: richTextRequired('Category.Description.required') });

function setup(lang: Lang = 'tr') {
  const onSubmit = jest.fn<(values: { content: Descendant[] }) => void>();
  const editorRef = createRef<Editor>();
  renderApp(
    <Formik initialValues={{ content: emptyRichText() }} validationSchema={schema} {...formikDefaults} onSubmit={onSubmit}>
      <Form noValidate>
        <FormikRichTextField name="content" label={lang === 'tr' ? 'İçerik' : 'Content'} helperText="—" editorRef={editorRef} />
        <SubmitButton>{lang === 'tr' ? 'Kaydet' : 'Save'}</SubmitButton>
      </Form>
    </Formik>,
    { lang },
  );
  return { onSubmit, editor: editorRef.current! };
}

describe('FormikRichTextField', () => {
  it('shows the translated required message after submitting an empty value', async () => {
    const { onSubmit } = setup();
    expect(screen.queryByText('Açıklama zorunludur.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Açıklama zorunludur.')).toBeInTheDocument();
    const textbox = screen.getByRole('textbox', { name: 'İçerik' });
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription('Açıklama zorunludur.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows it in English, and submits the JSON once there is text', async () => {
    const { onSubmit, editor } = setup('en');
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The description is required.')).toBeInTheDocument();

    await act(async () => {
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertText('Merhaba');
    });
    await waitFor(() => expect(screen.queryByText('The description is required.')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Content' })).not.toHaveAttribute('aria-invalid');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ content: [{ type: 'paragraph', children: [{ text: 'Merhaba' }] }] });
  });

  it('counts whitespace as empty', async () => {
    const { onSubmit, editor } = setup();
    await act(async () => {
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertText('   ');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Açıklama zorunludur.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
