import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { EditorialCalendarDocument, type EditorialItemFieldsFragment, type EditorialKind } from '../../../gql/graphql';
import type { AdminFeature } from '../../../components/admin/admin-feature';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { archivesAdmin } from '../archives/archives.admin';
import { columnsAdmin } from '../columns/columns.admin';
import { newsAdmin } from '../news/news.admin';
import { CARD_TITLE_SX } from './dashboard-sections';

/** How far ahead "Yaklaşan yayınlar" looks. */
export const CALENDAR_DAYS = 7;

/** The screens and the name of each kind of editorial item. */
const EDITORIAL_FEATURES: Record<EditorialKind, AdminFeature> = { News: newsAdmin, Column: columnsAdmin, ArchiveIssue: archivesAdmin };

interface CalendarSection {
  title: string;
  empty: string;
  items?: EditorialItemFieldsFragment[];
  /** The line under an item's title. */
  secondary: (item: EditorialItemFieldsFragment) => string;
}

function CalendarCard({ section, loading, error }: { section: CalendarSection; loading: boolean; error?: unknown }) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', borderTop: 3, borderTopColor: 'secondary.main' }}>
      <CardContent>
        <Typography id={titleId} variant="overline" color="textSecondary" component="h2" sx={CARD_TITLE_SX}>
          {section.title}
        </Typography>
        {error ? (
          <QueryErrorAlert error={error} />
        ) : loading && !section.items ? (
          <>
            <Skeleton />
            <Skeleton />
          </>
        ) : section.items && section.items.length > 0 ? (
          <List dense disablePadding aria-labelledby={titleId}>
            {section.items.map((item) => {
              const feature = EDITORIAL_FEATURES[item.kind];
              return (
                <ListItem key={`${item.kind}:${item.id}`} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={feature.paths.show(item.id)} sx={{ fontWeight: 600 }}>
                        {item.title}
                      </Link>
                    }
                    secondary={[feature.audit ? i18n._(feature.audit.label) : undefined, section.secondary(item)].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        ) : (
          <Typography variant="body2" color="textSecondary">
            {section.empty}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The editor's week on the dashboard: what is scheduled in the coming days (soonest first, with its
 * Istanbul time) and the drafts changed most recently, each linked to its screen.
 */
export function EditorialCalendar() {
  const { t } = useLingui();
  const lang = useLang();
  const { data, loading, error } = useQuery(EditorialCalendarDocument, { variables: { days: CALENDAR_DAYS }, fetchPolicy: 'cache-and-network' });
  const calendar = data?.editorialCalendar;
  const days = CALENDAR_DAYS;
  const by = (item: EditorialItemFieldsFragment) => item.author?.name;
  const sections: CalendarSection[] = [
    {
      title: t`Yaklaşan yayınlar`,
      empty: t`Önümüzdeki ${days} günde zamanlanmış yayın yok.`,
      items: calendar?.scheduled,
      secondary: (item) => [formatDateTime(item.publishAt, lang), by(item)].filter(Boolean).join(' · '),
    },
    {
      title: t`Son taslaklar`,
      empty: t`Taslak yok.`,
      items: calendar?.recentDrafts,
      secondary: (item) => {
        const changed = formatDateTime(item.updatedAt, lang);
        return [t`Son değişiklik: ${changed}`, by(item)].filter(Boolean).join(' · ');
      },
    },
  ];
  return (
    <Grid container spacing={3}>
      {sections.map((section) => (
        <Grid key={section.title} size={{ xs: 12, md: 6 }}>
          <CalendarCard section={section} loading={loading} error={error} />
        </Grid>
      ))}
    </Grid>
  );
}
