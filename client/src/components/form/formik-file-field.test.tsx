import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { renderApp } from '../../test/render-app';
import { FormikFileField, type FormikFileFieldProps } from './formik-file-field';

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:preview-${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

function renderField(props: Partial<FormikFileFieldProps> = {}, { lang = 'tr' as const, error }: { lang?: 'tr' | 'en'; error?: string } = {}) {
  const submitted: unknown[] = [];
  renderApp(
    <Formik initialValues={{ poster: null }} initialErrors={error ? { poster: error } : {}} initialTouched={error ? { poster: true } : {}} onSubmit={(values) => void submitted.push(values)}>
      <Form>
        <FormikFileField name="poster" label="Afiş" kind="image" {...props} />
        <button type="submit">gönder</button>
      </Form>
    </Formik>,
    { lang },
  );
  return submitted;
}

const jpeg = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/jpeg' });

describe('FormikFileField', () => {
  it('previews the chosen image with its name and size, and can clear the choice', async () => {
    const user = userEvent.setup();
    const submitted = renderField({ currentUrl: '/media/news/abc-jpg/large.webp' });
    expect(screen.getByRole('img', { name: 'Kayıtlı görsel' })).toHaveAttribute('src', '/media/news/abc-jpg/large.webp');
    await user.upload(screen.getByLabelText('Dosya seç'), jpeg('afis.jpg'));
    expect(screen.getByRole('img', { name: 'afis.jpg' })).toHaveAttribute('src', 'blob:preview-afis.jpg');
    expect(screen.getByText('afis.jpg · 2 kB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'gönder' }));
    expect((submitted[0] as { poster: File }).poster.name).toBe('afis.jpg');
    await user.click(screen.getByRole('button', { name: 'Seçimi kaldır' }));
    expect(screen.queryByRole('img', { name: 'afis.jpg' })).not.toBeInTheDocument();
  });

  it('keeps several files when multiple', async () => {
    const user = userEvent.setup();
    const submitted = renderField({ multiple: true });
    await user.upload(screen.getByLabelText('Dosyaları seç'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'gönder' }));
    expect((submitted[0] as { poster: File[] }).poster.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it.each([
    ['tr', 'Media.File.unsupported', 'Bu dosya türü desteklenmiyor.'],
    ['en', 'Media.File.tooLarge', 'The file is too large.'],
  ] as const)('shows the server key as text in %s', (lang, key, text) => {
    renderField({}, { lang, error: key });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(lang === 'tr' ? 'Dosya seç' : 'Choose a file')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the upload progress', () => {
    renderField({ progress: 0.42 });
    expect(screen.getByRole('progressbar', { name: 'Yükleniyor' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Yükleniyor: %42')).toBeInTheDocument();
  });

  it('names a chosen PDF instead of previewing it', async () => {
    const user = userEvent.setup();
    renderField({ kind: 'pdf', currentUrl: '/media/archives/abc/preview.pdf' });
    expect(screen.getByRole('link', { name: "Kayıtlı PDF'i aç" })).toHaveAttribute('href', '/media/archives/abc/preview.pdf');
    await user.upload(screen.getByLabelText('Dosya seç'), new File(['%PDF-1.7'], 'sayi.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('sayi.pdf · 1 kB')).toBeInTheDocument();
  });
});
