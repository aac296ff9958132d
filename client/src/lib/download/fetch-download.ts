import type { Session } from '../session/session';

/** A file answered by a staff-only GET (a CSV export): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition: attachment` answer (its UTF-8 `filename*` first). */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/**
 * GETs a staff-only file with the session's bearer token (design §5). A 401 is cured once by
 * refreshing the token, as the Apollo client does; any other failure throws.
 */
export async function fetchDownload(session: Session, url: string, fallbackName: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<DownloadedFile> {
  const get = () => {
    const token = session.getAccessToken();
    return fetchImpl(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  let response = await get();
  if (response.status === 401) {
    await session.refresh();
    response = await get();
  }
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  return { blob: await response.blob(), filename: attachmentName(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser as a download (a temporary link to an object URL). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
