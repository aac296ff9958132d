import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { withRichText } from './editor-commands';

/** A Slate editor with React, undo history and the allow-list rules. */
export function createRichTextEditor(): Editor {
  return withRichText(withHistory(withReact(createEditor())));
}
