import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { Transforms, type BaseRange, type Descendant, type Editor } from 'slate';
import { HistoryEditor } from 'slate-history';
import { Editable, ReactEditor, Slate } from 'slate-react';
import { createRichTextEditor } from './create-rich-text-editor';
import { activeLink, insertLink, toggleMark, unwrapLink } from './editor-commands';
import { LinkDialog } from './link-dialog';
import { RichTextElementView, RichTextLeafView } from './rich-text-elements';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text-types';

export interface RichTextEditorProps {
  value: Descendant[];
  onChange: (value: Descendant[]) => void;
  label: string;
  /** Already translated; marks the field invalid and replaces the helper text. */
  error?: string;
  helperText?: string;
  id: string;
  name: string;
  disabled?: boolean;
  /** Called when the focus leaves the field (editor and toolbar). */
  onBlur?: () => void;
  /** The Slate editor behind the field (for tests and callers that need commands). */
  editorRef?: Ref<Editor>;
}

const MARK_KEYS = { b: 'bold', i: 'italic', u: 'underline' } as const;

/**
 * A rich-text field that looks like an MUI outlined field: label, a formatting toolbar, the
 * editable area and a helper or error text. Its value is Slate's JSON in the server's allow-list.
 */
export function RichTextEditor({ value, onChange, label, error, helperText, id, name, disabled = false, onBlur, editorRef }: RichTextEditorProps) {
  const { t } = useLingui();
  const [editor] = useState(createRichTextEditor);
  useImperativeHandle(editorRef, () => editor, [editor]);
  const [focused, setFocused] = useState(false);
  const [link, setLink] = useState<{ url?: string; at: BaseRange | null }>();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const helper = error ?? helperText;

  const focusEditor = useCallback(() => {
    // After a dialog closes its focus trap must let go first.
    setTimeout(() => ReactEditor.focus(editor), 0);
  }, [editor]);

  const openLinkDialog = () => setLink({ url: activeLink(editor)?.url, at: editor.selection });
  const closeLinkDialog = () => {
    setLink(undefined);
    focusEditor();
  };
  const restoreSelection = () => {
    if (link?.at) Transforms.select(editor, link.at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key in MARK_KEYS && !event.shiftKey) toggleMark(editor, MARK_KEYS[key as keyof typeof MARK_KEYS]);
    else if (key === 'k') openLinkDialog();
    else if (key === 'z' && !event.shiftKey) HistoryEditor.undo(editor);
    else if ((key === 'z' && event.shiftKey) || key === 'y') HistoryEditor.redo(editor);
    else return;
    event.preventDefault();
  };

  return (
    <FormControl
      fullWidth
      margin="normal"
      error={Boolean(error)}
      disabled={disabled}
      focused={focused}
      onBlur={(event) => {
        if (link || event.currentTarget.contains(event.relatedTarget as globalThis.Node | null)) return;
        onBlur?.();
      }}
    >
      <FormLabel id={labelId} onClick={() => ReactEditor.focus(editor)} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Slate editor={editor} value={value} onValueChange={onChange}>
        <Box
          sx={{
            border: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
            '&:hover': { borderColor: error ? 'error.main' : disabled ? undefined : 'text.primary' },
            '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
            opacity: disabled ? 0.6 : 1,
          }}
        >
          <RichTextToolbar label={t`${label}: biçimlendirme`} disabled={disabled} onLinkRequest={openLinkDialog} />
          <Box
            component={Editable}
            id={id}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={helper ? helperId : undefined}
            aria-disabled={disabled || undefined}
            readOnly={disabled}
            renderElement={RichTextElementView}
            renderLeaf={RichTextLeafView}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            sx={{
              minHeight: 200,
              px: 1.75,
              py: 1,
              outline: 'none',
              typography: 'body1',
              '& p, & ul, & ol, & blockquote': { my: 1 },
              '& h2': { typography: 'h5', my: 1.5 },
              '& h3': { typography: 'h6', my: 1.25 },
              '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0, color: 'text.secondary' },
              '& a': { color: 'secondary.main' },
            }}
          />
        </Box>
      </Slate>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
      <input type="hidden" name={name} value={JSON.stringify(value)} />
      <LinkDialog
        open={link !== undefined}
        initialUrl={link?.url}
        onClose={closeLinkDialog}
        onRemove={
          link?.url
            ? () => {
                restoreSelection();
                unwrapLink(editor);
                closeLinkDialog();
              }
            : undefined
        }
        onSubmit={(url) => {
          restoreSelection();
          insertLink(editor, url);
          closeLinkDialog();
        }}
      />
    </FormControl>
  );
}
