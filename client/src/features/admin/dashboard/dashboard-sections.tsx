import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { DashboardDocument, type DashboardQuery, type DashboardSectionFieldsFragment } from '../../../gql/graphql';
import { contactsAdmin } from '../contacts/contacts.admin';
import { newsAdmin } from '../news/news.admin';
import { newsletterAdmin } from '../newsletter/newsletter.admin';
import { subscriptionsAdmin } from '../subscriptions/subscriptions.admin';
import { formatDate } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

/**
 * A dashboard card's title: overline letters, but a title that wraps keeps its lines together, and
 * two lines are kept for every title so the counts of a row line up.
 */
export const CARD_TITLE_SX = { display: 'block', lineHeight: 1.6, minHeight: '3.2em', mb: 1 } as const;

type SectionKey = keyof Omit<DashboardQuery['dashboard'], '__typename'>;
type Item = DashboardSectionFieldsFragment['latest'][number];

interface SectionView {
  key: SectionKey;
  title: string;
  countLabel: string;
  empty: string;
  /** "See all": the list, filtered where the list has that filter. */
  seeAll: string;
  /** An item's detail screen; none for newsletter subscribers (their list is searched by the address). */
  itemTo: (item: Item) => string;
  /** The second line of an item. */
  secondary: (item: Item) => string | undefined;
  /** Counts that ask for action stand out. */
  urgent?: boolean;
}

function DashboardSectionCard({ view, section, loading, error }: { view: SectionView; section?: DashboardSectionFieldsFragment; loading: boolean; error?: unknown }) {
  const { t } = useLingui();
  const titleId = useId();
  const count = section?.count ?? 0;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: 3, borderTopColor: view.urgent && count > 0 ? 'warning.main' : 'secondary.main' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="overline" color="textSecondary" component="h2" sx={CARD_TITLE_SX}>
          {view.title}
        </Typography>
        {error ? (
          <QueryErrorAlert error={error} />
        ) : loading && !section ? (
          <>
            <Skeleton width={80} height={56} />
            <Skeleton />
            <Skeleton />
          </>
        ) : (
          <>
            <Typography variant="h3" component="p" aria-label={`${view.countLabel}: ${count}`}>
              {view.urgent && count > 0 ? (
                <Badge color="warning" variant="dot" sx={{ '& .MuiBadge-dot': { right: -6, top: 10 } }}>
                  {count}
                </Badge>
              ) : (
                count
              )}
            </Typography>
            {section && section.latest.length > 0 ? (
              <List dense disablePadding aria-label={t`${view.title}: son kayıtlar`}>
                {section.latest.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={view.itemTo(item)} sx={{ fontWeight: 600 }}>
                          {item.label}
                        </Link>
                      }
                      secondary={view.secondary(item)}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography variant="body2" color="textSecondary">
                {view.empty}
              </Typography>
            )}
          </>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={view.seeAll} size="small" endIcon={<ArrowForwardOutlined />} aria-describedby={titleId}>
          {t`Tümünü gör`}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * What an editor looks at first: news of this month, pending subscription requests, unread
 * contact messages, newsletter subscribers and subscriptions ending within 30 days — each a count,
 * the latest items (linked to their screens) and a link to the list.
 */
export function DashboardSections() {
  const { t } = useLingui();
  const lang = useLang();
  const { data, loading, error } = useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
  const day = (item: Item) => formatDate(item.date, lang);
  const subscriptionType = (item: Item) => (item.detail === 'company' ? t`Kurumsal` : item.detail === 'personal' ? t`Bireysel` : (item.detail ?? undefined));
  const news = newsAdmin.paths;
  const subscriptions = subscriptionsAdmin.paths;
  const contacts = contactsAdmin.paths;
  const newsletter = newsletterAdmin.paths;

  const views: SectionView[] = [
    {
      key: 'pendingSubscriptions',
      title: t`Bekleyen abonelik talepleri`,
      countLabel: t`Bekleyen abonelik talebi sayısı`,
      empty: t`Onay bekleyen talep yok.`,
      seeAll: `${subscriptions.list}?status=pending`,
      itemTo: (item) => subscriptions.show(item.id),
      secondary: (item) => [subscriptionType(item), day(item)].filter(Boolean).join(' · '),
      urgent: true,
    },
    {
      key: 'unreadContactMessages',
      title: t`Okunmamış mesajlar`,
      countLabel: t`Okunmamış mesaj sayısı`,
      empty: t`Okunmamış mesaj yok.`,
      seeAll: `${contacts.list}?read=false`,
      itemTo: (item) => contacts.show(item.id),
      secondary: (item) => [item.detail, day(item)].filter(Boolean).join(' · '),
      urgent: true,
    },
    {
      key: 'expiringSubscriptions',
      title: t`30 gün içinde bitecek abonelikler`,
      countLabel: t`30 gün içinde bitecek abonelik sayısı`,
      empty: t`Önümüzdeki 30 günde biten abonelik yok.`,
      seeAll: `${subscriptions.list}?expiringWithinDays=30`,
      itemTo: (item) => subscriptions.show(item.id),
      secondary: (item) => [subscriptionType(item), t`Bitiş: ${day(item)}`].filter(Boolean).join(' · '),
      urgent: true,
    },
    {
      key: 'newsThisMonth',
      title: t`Bu ay yayımlanan haberler`,
      countLabel: t`Bu ay yayımlanan haber sayısı`,
      empty: t`Bu ay henüz haber yayımlanmadı.`,
      seeAll: news.list,
      itemTo: (item) => news.show(item.id),
      secondary: day,
    },
    {
      key: 'newsletterSubscribers',
      title: t`Bülten aboneleri`,
      countLabel: t`Bülten abonesi sayısı`,
      empty: t`Henüz bülten abonesi yok.`,
      seeAll: newsletter.list,
      itemTo: (item) => `${newsletter.list}?query=${encodeURIComponent(item.label)}`,
      secondary: day,
    },
  ];

  return (
    <Grid container spacing={3}>
      {views.map((view) => (
        <Grid key={view.key} size={{ xs: 12, sm: 6, lg: 4 }}>
          <DashboardSectionCard view={view} section={data?.dashboard[view.key]} loading={loading} error={error} />
        </Grid>
      ))}
    </Grid>
  );
}
