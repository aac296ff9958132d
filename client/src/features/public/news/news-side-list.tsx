import { css } from '@emotion/react';
import { SiteLink } from '../../../lib/site-link';
import { NewsCard } from '../../../components/public/news-card';
import type { PublicNewsCardFragment } from '../../../gql/graphql';
import { palette, plainLink, typographyOf } from '../../../lib/static-styles';
import { staticStyled } from '../../../lib/static-styled';

/**
 * The section, its ruled title row and its rows as one class serialised once (lib/static-styles.ts
 * says why): the rules are the ones MUI's Box, Stack, Typography and Link produced.
 */
const SideList = staticStyled(
  'section',
  css({
    marginBottom: 40,
    '& > .side-list-head': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: 16,
      borderBottom: `2px solid ${palette.primary.main}`,
      paddingBottom: 8,
      marginBottom: 16,
    },
    '& > .side-list-head > h2': typographyOf('h5'),
    '& > .side-list-head > a': { ...plainLink, color: palette.primary.main, fontWeight: 600, whiteSpace: 'nowrap', fontSize: '0.9rem' },
    '& > ol': { listStyle: 'none', padding: 0, margin: 0 },
    '& > ol > li': { paddingTop: 12, paddingBottom: 12, borderBottom: `1px solid ${palette.divider}`, '&:first-of-type': { paddingTop: 0 } },
  }),
);

export interface NewsSideListProps {
  id: string;
  title: string;
  items: PublicNewsCardFragment[];
  more?: { to: string; label: string };
}

/** A short list of news beside a page's content (featured, latest, more news): titles and dates. */
export function NewsSideList({ id, title, items, more }: NewsSideListProps) {
  if (items.length === 0) return null;
  return (
    <SideList aria-labelledby={id}>
      <div className="side-list-head">
        <h2 id={id}>{title}</h2>
        {more ? <SiteLink to={more.to}>{more.label}</SiteLink> : null}
      </div>
      <ol>
        {items.map((news) => (
          <li key={news.id}>
            <NewsCard news={news} variant="compact" />
          </li>
        ))}
      </ol>
    </SideList>
  );
}
