import { useCallback, useMemo, useState } from 'react';
import type { UploadContext } from '../../lib/apollo/upload-link';

/**
 * Upload progress of a form's mutation: pass `context` to the mutation call, show `progress`
 * (0..1, or null when nothing is being sent) under the file fields, `reset()` after the answer.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const reset = useCallback(() => setProgress(null), []);
  const context = useMemo<UploadContext>(() => ({ onUploadProgress: (fraction) => setProgress(fraction) }), []);
  return { progress, context, reset };
}
