import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { ResourceForm } from '../../../components/form/resource-form';
import { UpdatePageSlotDocument, type NewsChoiceFieldsFragment, type PageSlotFieldsFragment } from '../../../gql/graphql';
import { NewsField } from './news-field';
import { PageSlotArea } from './page-slot-area';
import { pageSlotSchema, type PageSlotValues } from './page-slot-schema';
import { pagesAdmin } from './pages.admin';
import { useSaveMutation } from '../../../components/admin/use-save-mutations';

const pagePaths = pagesAdmin.paths;

export interface PageSlotFormProps {
  slot: Pick<PageSlotFieldsFragment, 'id' | 'area' | 'chosenNews'>;
  /** Every live news item (`allNews`). */
  news: NewsChoiceFieldsFragment[];
  onSaved: (slot: PageSlotFieldsFragment) => void;
}

/**
 * Edit form of a home-page slot: one news item picked from a searchable list. A slot whose news
 * was deleted says so and asks for another one instead of breaking.
 */
export function PageSlotForm({ slot, news, onSaved }: PageSlotFormProps) {
  const { t } = useLingui();
  const savePageSlot = useSaveMutation(UpdatePageSlotDocument, pagesAdmin.cache);
  const chosen = slot.chosenNews;
  const deleted = chosen?.deleted ?? false;

  const save = async (values: PageSlotValues): Promise<PageSlotFieldsFragment> => {
    return (await savePageSlot({ variables: { input: { id: slot.id, newsId: values.newsId } } })).updatePageSlot;
  };

  return (
    <ResourceForm<PageSlotValues, PageSlotFieldsFragment>
      label={t`Sayfa bloğu düzenleme formu`}
      initialValues={{ newsId: chosen && !deleted ? chosen.id : null }}
      schema={pageSlotSchema}
      save={save}
      texts={{ success: t`Sayfa başarıyla düzenlendi.`, error: t`Sayfa düzenlenemedi.` }}
      onSaved={onSaved}
      submitLabel={t`Kaydet`}
      cancelTo={pagePaths.list}
    >
      <Box sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t`Blok`}
        </Typography>
        <PageSlotArea area={slot.area} />
      </Box>
      {deleted && chosen && (
        <Alert severity="warning" sx={{ my: 2 }}>
          {t`Seçili haber (${chosen.title}) silinmiş; başka bir haber seçin.`}
        </Alert>
      )}
      <NewsField name="newsId" label={t`Haber`} news={news} />
    </ResourceForm>
  );
}
