import { css } from '@emotion/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { buttonOf, MD, palette } from '../../../lib/static-styles';
import { nativeControl, nativeFieldLabel, nativeFieldText } from './native-field';
import { staticStyled } from '../../../lib/static-styled';

const { divider } = palette;

/**
 * The form as one class serialised once, when the module loads (lib/static-styles.ts says why):
 * it was a Stack of Box fields, Typography labels and a Button. The rules are the ones they
 * produced: a column on small screens, a row from md, 16px apart; the button is MUI's contained
 * primary Button without elevation.
 */
const filtersStyles = css({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: 16,
  paddingBottom: 16,
  borderTop: '1px solid',
  borderBottom: '1px solid',
  borderColor: divider,
  marginBottom: 32,
  '& > *': { margin: 0 },
  '& > * + *': { marginTop: 16 },
  [MD]: { flexDirection: 'row', alignItems: 'flex-end', '& > * + *': { marginTop: 0, marginLeft: 16 } },
  '& > label': nativeFieldLabel,
  '& > .filter-search': { minWidth: 0, flex: 2 },
  '& > .filter-select': { flex: 1, [MD]: { minWidth: 180 } },
  '& > label > span': nativeFieldText,
  '& input, & select': nativeControl,
  '& select': { paddingRight: 8 },
  // MUI's contained Button (buttonOf), as the home's links and the newsletter's button are; its
  // margins are the form's spacing above (Emotion drops an undefined value).
  '& > button': { ...buttonOf('contained', 'primary'), margin: undefined, flexShrink: 0, minHeight: 40 },
});

const Filters = staticStyled('form', filtersStyles);

export interface FilterOption {
  value: string;
  label: string;
  /** Set on options that name magazine content (a category, a columnist): CONTENT_LANG. */
  lang?: string;
}

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: FilterOption[];
}

export interface ListFiltersProps {
  /** The form's name for assistive technology (it is a search landmark). */
  label: string;
  selects: FilterSelect[];
  /** An optional free-text field (the news title). */
  search?: { name: string; label: string; value: string; maxLength: number };
  submitLabel: string;
  /** Values that are the list's defaults: left out of the address. */
  defaults?: Record<string, string>;
}

/** The sort choice of a public list (spec §2: newest or most read). */
export function useSortBySelect(value: string): FilterSelect {
  const { t } = useLingui();
  return {
    name: 'sortBy',
    label: t`Sıralama`,
    value,
    options: [
      { value: 'createdAt', label: t`En yeniler` },
      { value: 'hit', label: t`En çok okunanlar` },
    ],
  };
}

/** The parameters of a filter form: empty values and defaults left out, so the page starts at 1. */
export function filterParams(form: HTMLFormElement, defaults: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && text !== defaults[name]) params.set(name, text);
  }
  return params;
}

/**
 * The filters of a public list as a plain GET form: without JavaScript it submits to the same
 * address; with it, a choice applies at once and the search box on submit, through the router.
 * Changing a filter goes back to the first page.
 */
export function ListFilters({ label, selects, search, submitLabel, defaults }: ListFiltersProps) {
  const { pathname } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const incoming = JSON.stringify([...selects.map((select) => [select.name, select.value]), ...(search ? [[search.name, search.value]] : [])]);

  // The address is the truth: after a navigation (back, a link) the fields show its values.
  const [shown, setShown] = useState(incoming);
  if (shown !== incoming) {
    setShown(incoming);
    setValues(Object.fromEntries(JSON.parse(incoming) as Array<[string, string]>));
  }

  const valueOf = (name: string, fallback: string) => values[name] ?? fallback;
  const apply = () => {
    if (form.current) setSearchParams(filterParams(form.current, defaults));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  return (
    <Filters role="search" aria-label={label} method="get" action={pathname} ref={form} onSubmit={onSubmit}>
      {search ? (
        <label className="filter-search">
          <span>{search.label}</span>
          <input
            type="search"
            name={search.name}
            value={valueOf(search.name, search.value)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [search.name]: event.target.value }))}
            maxLength={search.maxLength}
          />
        </label>
      ) : null}
      {selects.map((select) => (
        <label key={select.name} className="filter-select">
          <span>{select.label}</span>
          <select
            name={select.name}
            value={valueOf(select.name, select.value)}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              setValues((current) => ({ ...current, [select.name]: event.target.value }));
              // Applied at once with JavaScript (without it the button submits the form), read from
              // the form now: a render in between (a navigation finishing) may reset the fields.
              apply();
            }}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit">{submitLabel}</button>
    </Filters>
  );
}
