import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Plural, useLingui } from '@lingui/react/macro';
import type { PublicHomeQuery } from '../../../gql/graphql';
import { pathFor } from '../../../lib/i18n/paths';
import { useLang } from '../../../lib/i18n/use-lang';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

/** The magazine's sections (publicAllCategories, loaded with the rest of the home). */
export function HomeCategories({ categories }: { categories: PublicHomeQuery['publicAllCategories'] }) {
  const { t } = useLingui();
  const lang = useLang();
  if (categories.length === 0) {
    return <Typography color="text.secondary">{t`Henüz kategori eklenmedi.`}</Typography>;
  }
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {categories.map((category) => (
        <Grid key={category.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card sx={{ height: '100%', borderTop: 3, borderTopColor: 'secondary.main' }}>
            <CardActionArea component={RouterLink} to={`${pathFor(lang, 'news')}?categoryId=${category.id}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent>
                <Typography variant="h5" component="h3" gutterBottom lang={CONTENT_LANG}>
                  {category.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} lang={CONTENT_LANG}>
                  {category.description}
                </Typography>
                <Typography variant="overline" color="secondary" component="p">
                  <Plural value={category.newsCount} _0="Henüz haber yok" one="# haber" other="# haber" />
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
