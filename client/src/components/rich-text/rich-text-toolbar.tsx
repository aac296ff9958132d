import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Link from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import Looks3 from '@mui/icons-material/Looks3';
import LooksTwo from '@mui/icons-material/LooksTwo';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { Editor, Transforms } from 'slate';
import { HistoryEditor } from 'slate-history';
import { ReactEditor, useSlate } from 'slate-react';
import { Fragment, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { isBlockActive, isLinkActive, isMarkActive, toggleBlock, toggleMark, unwrapLink } from './editor-commands';
import type { RichTextBlockType, RichTextMark } from './rich-text-types';

interface ToolbarItem {
  key: string;
  label: string;
  icon: ReactNode;
  shortcut?: string;
  /** Toggle buttons show their state with `aria-pressed`; action buttons have none. */
  pressed?: boolean;
  enabled: boolean;
  run: () => void;
  /** Starts a new group (a divider before it). */
  group?: boolean;
}

export interface RichTextToolbarProps {
  label: string;
  disabled?: boolean;
  onLinkRequest: () => void;
}

/** Gives the editor a selection (the end of the text) when it never had one, so commands apply. */
function ensureSelection(editor: Editor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

/**
 * The formatting toolbar: one Tab stop, arrow keys (and Home/End) move between the buttons
 * (roving tabindex). Buttons keep the editor's selection and give the focus back to it.
 */
export function RichTextToolbar({ label, disabled = false, onLinkRequest }: RichTextToolbarProps) {
  const { t } = useLingui();
  const editor = useSlate();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const run = (command: () => void) => () => {
    ensureSelection(editor);
    command();
    ReactEditor.focus(editor);
  };
  const mark = (key: RichTextMark, label: string, icon: ReactNode, shortcut: string, group?: boolean): ToolbarItem => ({
    key,
    label,
    icon,
    shortcut,
    group,
    pressed: isMarkActive(editor, key),
    enabled: !disabled,
    run: run(() => toggleMark(editor, key)),
  });
  const block = (key: RichTextBlockType, label: string, icon: ReactNode, group?: boolean): ToolbarItem => ({
    key,
    label,
    icon,
    group,
    pressed: isBlockActive(editor, key),
    enabled: !disabled,
    run: run(() => toggleBlock(editor, key)),
  });
  const linkActive = isLinkActive(editor);
  const items: ToolbarItem[] = [
    mark('bold', t`Kalın`, <FormatBold />, 'Ctrl+B'),
    mark('italic', t`İtalik`, <FormatItalic />, 'Ctrl+I'),
    mark('underline', t`Altı çizili`, <FormatUnderlined />, 'Ctrl+U'),
    block('heading-two', t`Ara başlık`, <LooksTwo />, true),
    block('heading-three', t`Küçük ara başlık`, <Looks3 />),
    block('block-quote', t`Alıntı`, <FormatQuote />),
    block('bulleted-list', t`Madde işaretli liste`, <FormatListBulleted />),
    block('numbered-list', t`Numaralı liste`, <FormatListNumbered />),
    {
      key: 'link',
      label: linkActive ? t`Bağlantıyı düzenle` : t`Bağlantı ekle`,
      icon: <Link />,
      shortcut: 'Ctrl+K',
      group: true,
      pressed: linkActive,
      enabled: !disabled,
      run: () => {
        ensureSelection(editor);
        onLinkRequest();
      },
    },
    {
      key: 'unlink',
      label: t`Bağlantıyı kaldır`,
      icon: <LinkOff />,
      enabled: !disabled && linkActive,
      run: run(() => unwrapLink(editor)),
    },
    {
      key: 'undo',
      label: t`Geri al`,
      icon: <Undo />,
      shortcut: 'Ctrl+Z',
      group: true,
      enabled: !disabled && editor.history.undos.length > 0,
      run: run(() => HistoryEditor.undo(editor)),
    },
    {
      key: 'redo',
      label: t`Yinele`,
      icon: <Redo />,
      shortcut: 'Ctrl+Shift+Z',
      enabled: !disabled && editor.history.redos.length > 0,
      run: run(() => HistoryEditor.redo(editor)),
    },
  ];

  const enabled = items.map((item, index) => (item.enabled ? index : -1)).filter((index) => index >= 0);
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? -1);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.indexOf(tabStop);
    if (position < 0) return;
    const targets: Record<string, number> = {
      ArrowRight: enabled[(position + 1) % enabled.length],
      ArrowLeft: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setCurrent(target);
    buttons.current[target]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={move}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {items.map((item, index) => {
        const common = {
          ref: (element: HTMLButtonElement | null) => {
            buttons.current[index] = element;
          },
          'aria-label': item.label,
          'aria-keyshortcuts': item.shortcut?.replace('Ctrl', 'Control'),
          disabled: !item.enabled,
          tabIndex: index === tabStop ? 0 : -1,
          size: 'small' as const,
          onMouseDown: (event: MouseEvent) => event.preventDefault(),
          onFocus: () => setCurrent(index),
          onClick: item.run,
          sx: { border: 0, borderRadius: 1, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 } },
        };
        const button =
          item.pressed === undefined ? (
            <IconButton {...common}>{item.icon}</IconButton>
          ) : (
            <ToggleButton {...common} value={item.key} selected={item.pressed}>
              {item.icon}
            </ToggleButton>
          );
        return (
          <Fragment key={item.key}>
            {item.group && <Divider flexItem orientation="vertical" sx={{ mx: 0.5, my: 0.5 }} />}
            {/* An empty title for disabled buttons: no tooltip, and the button is never remounted. */}
            <Tooltip title={item.enabled ? (item.shortcut ? `${item.label} (${item.shortcut})` : item.label) : ''} describeChild>
              {button}
            </Tooltip>
          </Fragment>
        );
      })}
    </Box>
  );
}
