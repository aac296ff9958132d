import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { fetchDownload, saveFile } from '../lib/download/fetch-download';
import { useSession } from '../lib/session/session';
import { useToast } from '../lib/toast/use-toast';

export interface DownloadButtonProps {
  /** A staff-only GET under /api answering an attachment (a CSV export). */
  url: string;
  /** Used when the answer names no file. */
  fallbackName: string;
  label: string;
  /** Toast when the file could not be fetched. */
  errorText: string;
}

/**
 * A button that downloads a staff-only file: a plain link would go without the bearer token, so
 * the file is fetched with it and saved from memory.
 */
export function DownloadButton({ url, fallbackName, label, errorText }: DownloadButtonProps) {
  const session = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchDownload(session, url, fallbackName));
    } catch {
      toast.error(errorText);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
      {label}
    </Button>
  );
}
