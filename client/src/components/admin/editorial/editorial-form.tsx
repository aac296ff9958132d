import { useApolloClient } from '@apollo/client/react';
import { useFormikContext, type FormikValues } from 'formik';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { getErrorInfo } from '../../../lib/apollo/error-info';
import { inPlaceSignIn } from '../../../lib/apollo/in-place-sign-in';
import { useSessionUser } from '../../../lib/session/session';
import { ResourceForm, SaveWithdrawn, type ResourceFormProps } from '../../form/resource-form';
import { AutosaveStatus } from './autosave-status';
import { ConflictDialog, type ConflictChoice } from './conflict-dialog';
import {
  fromDraftText,
  localDraftKey,
  readLocalDraft,
  removeLocalDraft,
  sameDraft,
  toDraftText,
  type DraftShape,
  type DraftText,
  type EditorialKindName,
} from './editorial-draft';
import { useEditorialServer, type EditorialServer } from './editorial-server';
import { NewerTextPrompt, type NewerText } from './newer-text-prompt';
import { useAutosave } from './use-autosave';

export interface EditorialOptions {
  kind: EditorialKindName;
  /** The item edited; none while creating (its drafts then stay on this device). */
  item?: { id: number; version: number; updatedAt?: string };
  shape: DraftShape;
}

export interface EditorialFormProps<Values extends FormikValues, Saved> extends Omit<ResourceFormProps<Values, Saved>, 'save'> {
  editorial: EditorialOptions;
  /** Sends the values as a save based on `version` (the item's, or the one stored when the editor chose to save over it). */
  save: (values: Values, base: { version: number | undefined }) => Promise<Saved>;
}

interface Conflict {
  mine: DraftText;
  currentVersion: number;
  choose: (choice: ConflictChoice) => void;
}

/** What the part inside formik offers the save around it. */
interface FormHandle {
  /** A real save went through: the kept copies are dropped. */
  saved(): void;
  /** The form starts again from the (reloaded) record. */
  reset(): void;
}

/**
 * The create/edit form of a news item, column or archive issue: the resource form, plus nothing
 * typed is lost — the draft is autosaved (to the server, or to this device), a newer text is offered
 * when the form opens, a save refused because a colleague saved meanwhile opens a dialog instead of
 * overwriting, and an expired session signs in again in a dialog over the form.
 */
export function EditorialForm<Values extends FormikValues, Saved>({ editorial, save, children, ...form }: EditorialFormProps<Values, Saved>) {
  const client = useApolloClient();
  const server = useEditorialServer();
  const { kind, item, shape } = editorial;
  const version = useRef(item?.version);
  const handle = useRef<FormHandle | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [loadingTheirs, setLoadingTheirs] = useState(false);

  useEffect(() => {
    version.current = item?.version;
  }, [item?.version]);

  // While the form is open an expired session signs in again over it instead of leaving the page.
  useEffect(() => inPlaceSignIn.protect(), []);

  const askConflict = (mine: DraftText, currentVersion: number) =>
    new Promise<ConflictChoice>((resolve) => setConflict({ mine, currentVersion, choose: resolve }));

  const guardedSave = async (values: Values): Promise<Saved> => {
    try {
      const saved = await save(values, { version: version.current });
      handle.current?.saved();
      return saved;
    } catch (error) {
      const info = getErrorInfo(error);
      if (info.code !== 'CONFLICT' || info.currentVersion === undefined || !item) throw error;
      const choice = await askConflict(toDraftText(values, shape), info.currentVersion);
      if (choice === 'mine') {
        version.current = info.currentVersion;
        setConflict(null);
        return guardedSave(values);
      }
      if (choice === 'theirs') {
        setLoadingTheirs(true);
        try {
          await client.refetchQueries({ include: 'active' });
          handle.current?.reset();
        } finally {
          setLoadingTheirs(false);
        }
      }
      setConflict(null);
      throw new SaveWithdrawn();
    }
  };

  return (
    <>
      <ResourceForm<Values, Saved> {...form} save={guardedSave}>
        <EditorialWatch kind={kind} item={item} shape={shape} server={server} version={version} ref={handle} />
        {children}
      </ResourceForm>
      <ConflictDialog
        open={Boolean(conflict)}
        mine={conflict?.mine ?? null}
        busy={loadingTheirs}
        loadSaved={() => (item ? server.savedText(kind, item.id) : Promise.resolve(null))}
        onChoose={(choice) => conflict?.choose(choice)}
      />
    </>
  );
}

interface WatchProps {
  kind: EditorialKindName;
  item: EditorialOptions['item'];
  shape: DraftShape;
  server: EditorialServer;
  version: RefObject<number | undefined>;
  ref: Ref<FormHandle>;
}

/** Inside formik: autosave and its indicator, and the offer of a newer text when the form opens. */
function EditorialWatch({ kind, item, shape, server, version, ref }: WatchProps) {
  const formik = useFormikContext<FormikValues>();
  const { values, initialValues, dirty, isSubmitting, setValues, resetForm } = formik;
  const user = useSessionUser();
  const localKey = localDraftKey(kind, item?.id, user?.id);
  const itemId = item?.id;

  const draft = useMemo(() => (dirty ? toDraftText(values, shape) : null), [dirty, values, shape]);
  const send = useMemo(
    () =>
      itemId === undefined
        ? undefined
        : (text: DraftText) => server.autosave({ kind, itemId, baseVersion: version.current ?? 1, ...text }),
    [itemId, kind, server, version],
  );
  const { state, saved } = useAutosave({ draft, send, localKey, active: !isSubmitting });

  useImperativeHandle(
    ref,
    () => ({
      saved,
      reset: () => {
        removeLocalDraft(localKey);
        resetForm();
      },
    }),
    [saved, localKey, resetForm],
  );

  // The newer text, looked for once when the form opens (and again for another item or user).
  const [newer, setNewer] = useState<(NewerText & { draft: DraftText; textOnly: boolean }) | null>(null);
  const opened = useRef(toDraftText(initialValues, shape));
  const updatedAt = item?.updatedAt;
  useEffect(() => {
    let cancelled = false;
    const local = readLocalDraft(localKey);
    const localNewer =
      local && !sameDraft(local.draft, opened.current) && (!updatedAt || Date.parse(local.savedAt) > Date.parse(updatedAt))
        ? { source: 'local' as const, at: local.savedAt, draft: local.draft, textOnly: false }
        : null;
    setNewer(localNewer);
    if (itemId === undefined) return undefined;
    server.pendingDraft(kind, itemId).then(
      (pending) => {
        if (cancelled || !pending || sameDraft(pending.draft, opened.current)) return;
        if (localNewer && Date.parse(localNewer.at) >= Date.parse(pending.at)) return;
        setNewer({ source: 'server', at: pending.at, author: pending.author, draft: pending.draft, textOnly: pending.textOnly });
      },
      () => {
        // Out of reach: the device's copy (if any) is offered alone.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, itemId, localKey, server, updatedAt]);

  const restore = useCallback(() => {
    if (!newer) return;
    void setValues(fromDraftText(newer.draft, values, shape, { textOnly: newer.textOnly }), true);
    setNewer(null);
  }, [newer, setValues, values, shape]);

  const dismiss = useCallback(() => {
    if (newer?.source === 'local') removeLocalDraft(localKey);
    setNewer(null);
  }, [newer, localKey]);

  return (
    <>
      {newer && <NewerTextPrompt newer={newer} onRestore={restore} onDismiss={dismiss} />}
      <AutosaveStatus state={state} />
    </>
  );
}
