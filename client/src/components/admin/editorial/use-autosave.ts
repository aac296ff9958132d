import { useCallback, useEffect, useRef, useState } from 'react';
import { errorStatus, getErrorInfo } from '../../../lib/apollo/error-info';
import { removeLocalDraft, writeLocalDraft, type DraftText } from './editorial-draft';

/** How long the editor rests before the draft is kept (spec §5: "every few seconds"). */
export const AUTOSAVE_DELAY_MS = 5000;

/** How soon the newest words are copied to the device. */
const DEVICE_DELAY_MS = 1000;

export type AutosaveState =
  /** Nothing typed since the form opened or was saved. */
  | { status: 'clean' }
  /** Changes not kept anywhere yet. */
  | { status: 'unsaved' }
  /** The server keeps the draft (an autosave revision). */
  | { status: 'saved'; at: Date }
  /** A new item: the draft is kept on this device until its first save. */
  | { status: 'local'; at: Date }
  /** The server could not be reached: the draft is kept on this device. */
  | { status: 'offline'; at: Date };

export interface AutosaveOptions {
  /** The form's text now; null while nothing differs from the loaded record. */
  draft: DraftText | null;
  /** Sends the draft to the server; none for a new item, whose drafts stay on this device. */
  send?: (draft: DraftText) => Promise<void>;
  /** The local copy's key. */
  localKey: string;
  /** False while the real save runs: an autosave then would outlive the save it precedes. */
  active: boolean;
  delayMs?: number;
  now?: () => Date;
}

/** Refusals that say the server is out of reach (or the session is): the next autosave may pass. */
function isUnreachable(error: unknown): boolean {
  const info = getErrorInfo(error);
  if (info.code === 'NETWORK_ERROR') return true;
  const status = errorStatus(info);
  return status === 401 || status >= 500;
}

/**
 * Keeps the typed text while the editor works: after `delayMs` without a change, the draft goes to
 * the server (at most one request at a time; changes made meanwhile follow when it answers), or to
 * this device for a new item and whenever the server cannot take it. Leaving the page keeps what
 * was not sent yet on the device at once. `saved()` is called after a real save: the copy is dropped.
 */
export function useAutosave({ draft, send, localKey, active, delayMs = AUTOSAVE_DELAY_MS, now = () => new Date() }: AutosaveOptions) {
  // The last text kept (here or on the server) and where: the indicator derives from it and the draft.
  const [kept, setKept] = useState<{ json: string; state: Exclude<AutosaveState, { status: 'clean' | 'unsaved' }> } | null>(null);
  const latest = useRef<DraftText | null>(draft);
  const keptJson = useRef<string | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const options = useRef({ send, localKey, now });
  useEffect(() => {
    options.current = { send, localKey, now };
    latest.current = draft;
  });

  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      // Changes made while a request was out follow it at once (one request at a time).
      do {
        again.current = false;
        const text = latest.current;
        const json = text && JSON.stringify(text);
        if (!text || !json || json === keptJson.current) break;
        const { send: sendDraft, localKey: key, now: clock } = options.current;
        let status: 'saved' | 'local' | 'offline' = 'local';
        if (sendDraft) {
          try {
            await sendDraft(text);
            // The server holds this text now: a device copy would only repeat it.
            removeLocalDraft(key);
            status = 'saved';
          } catch (error) {
            status = isUnreachable(error) ? 'offline' : 'local';
          }
        }
        const at = clock();
        if (status !== 'saved' && !writeLocalDraft(key, text, at)) continue;
        keptJson.current = json;
        setKept({ json, state: { status, at } });
      } while (again.current);
    } finally {
      inFlight.current = false;
    }
  }, []);

  // Every change restarts the wait; nothing is kept while the real save runs.
  const draftJson = draft ? JSON.stringify(draft) : null;
  useEffect(() => {
    if (!draftJson || draftJson === keptJson.current || !active) return undefined;
    timer.current = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer.current);
  }, [draftJson, active, delayMs, flush]);

  // The device keeps the newest words within a second, whatever the server does: a tab closed
  // mid-sentence (the browser may skip `pagehide`) loses at most that second.
  useEffect(() => {
    if (!draftJson || draftJson === keptJson.current) return undefined;
    const deviceTimer = setTimeout(() => {
      const text = latest.current;
      if (text && JSON.stringify(text) !== keptJson.current) writeLocalDraft(options.current.localKey, text, options.current.now());
    }, DEVICE_DELAY_MS);
    return () => clearTimeout(deviceTimer);
  }, [draftJson]);

  // A closed tab, a hidden page or a left screen keeps what was not kept yet on this device, synchronously.
  useEffect(() => {
    const keepNow = () => {
      const text = latest.current;
      if (text && JSON.stringify(text) !== keptJson.current) writeLocalDraft(options.current.localKey, text, options.current.now());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the form for another screen keeps it too (after a save there is nothing left to keep).
      clearTimeout(timer.current);
      keepNow();
    };
  }, []);

  const saved = useCallback(() => {
    clearTimeout(timer.current);
    keptJson.current = latest.current && JSON.stringify(latest.current);
    removeLocalDraft(options.current.localKey);
    setKept(null);
  }, []);

  const state: AutosaveState = !draftJson ? { status: 'clean' } : kept && kept.json === draftJson ? kept.state : { status: 'unsaved' };
  return { state, saved };
}
