import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { translateValidationKey } from '../../lib/i18n/validation-validation';

export interface FormikFileFieldProps {
  name: string;
  label: string;
  /** `image` shows previews; `pdf` shows the file name. Either way the server checks the content. */
  kind: 'image' | 'pdf';
  /** Several files at once (the value is then a File[]). */
  multiple?: boolean;
  /** What is stored now (an image or PDF address), shown until another file is chosen. */
  currentUrl?: string | null;
  helperText?: string;
  /** Upload progress of the form's submission, 0..1 (null: not sending). */
  progress?: number | null;
  disabled?: boolean;
}

const ACCEPT = { image: 'image/jpeg,image/png,image/webp,image/gif', pdf: 'application/pdf' };

const sizeText = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** Object URLs of the chosen images, revoked when the choice changes. */
function usePreviews(files: File[], enabled: boolean): string[] {
  const urls = useMemo(() => (enabled && typeof URL.createObjectURL === 'function' ? files.map((file) => URL.createObjectURL(file)) : []), [files, enabled]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * A file input bound to formik (value: File, File[] or null) with a preview of the chosen images
 * (or the stored one), a way to clear the choice, the translated error of its key and a progress
 * bar while the form uploads. The native input stays focusable, so it works by keyboard.
 */
export function FormikFileField({ name, label, kind, multiple = false, currentUrl, helperText, progress, disabled }: FormikFileFieldProps) {
  const { t, i18n } = useLingui();
  const [field, meta, helpers] = useField<File | File[] | null>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const files = useMemo(() => (field.value ? [field.value].flat() : []), [field.value]);
  const previews = usePreviews(files, kind === 'image');
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const describedBy = `${id}-help`;

  const choose = (list: FileList | null) => {
    const chosen = list ? [...list] : [];
    void helpers.setValue(multiple ? chosen : (chosen[0] ?? null));
    void helpers.setTouched(true, false);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }} color={showError ? 'error' : 'textPrimary'}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* The label only looks like a button: the input inside is the one control (no nested button role, one tab stop). */}
        <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadFileOutlined />} disabled={disabled} role={undefined} tabIndex={-1}>
          {multiple ? t`Dosyaları seç` : t`Dosya seç`}
          <Box
            component="input"
            id={id}
            name={name}
            type="file"
            accept={ACCEPT[kind]}
            multiple={multiple}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={showError || undefined}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target.files)}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          />
        </Button>
        {files.length > 0 && (
          <Tooltip title={t`Seçimi kaldır`}>
            <IconButton aria-label={t`Seçimi kaldır`} onClick={() => void helpers.setValue(multiple ? [] : null)} disabled={disabled}>
              <CloseOutlined />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }} aria-live="polite">
        {files.map((file, index) =>
          kind === 'image' && previews[index] ? (
            <Box key={`${file.name}-${index}`} component="figure" sx={{ m: 0, width: 120 }}>
              <Box component="img" src={previews[index]} alt={file.name} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              <Typography component="figcaption" variant="caption" noWrap>
                {file.name} · {sizeText(file.size)}
              </Typography>
            </Box>
          ) : (
            <Stack key={`${file.name}-${index}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PictureAsPdfOutlined color="action" />
              <Typography variant="body2">
                {file.name} · {sizeText(file.size)}
              </Typography>
            </Stack>
          ),
        )}
        {files.length === 0 &&
          currentUrl &&
          (kind === 'image' ? (
            <Box component="img" src={currentUrl} alt={t`Kayıtlı görsel`} sx={{ width: 160, maxHeight: 120, objectFit: 'cover', borderRadius: 1 }} />
          ) : (
            <Button href={currentUrl} target="_blank" rel="noopener" startIcon={<PictureAsPdfOutlined />}>
              {t`Kayıtlı PDF'i aç`}
            </Button>
          ))}
      </Stack>
      {progress != null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t`Yükleniyor`} />
          <Typography variant="caption" color="textSecondary">{t`Yükleniyor: %${Math.round(progress * 100)}`}</Typography>
        </Box>
      )}
      <FormHelperText id={describedBy} error={showError}>
        {showError ? translateValidationKey(i18n, meta.error as string) : helperText}
      </FormHelperText>
    </Box>
  );
}
