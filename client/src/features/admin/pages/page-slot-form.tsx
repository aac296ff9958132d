import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ResourceForm } from '../../../components/form/resource-form';
import { UpdatePageSlotDocument, type NewsChoiceFieldsFragment, type PageSlotFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { NewsField } from './news-field';
import { PageSlotArea } from './page-slot-area';
import { evictPageSlots } from './page-slot-list';
import { pageSlotSchema, type PageSlotValues } from './page-slot-schema';

const pagePaths = adminPaths('pages');

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
  const [updatePageSlot] = useMutation(UpdatePageSlotDocument, { update: (cache) => evictPageSlots(cache) });
  const chosen = slot.chosenNews;
  const deleted = chosen?.deleted ?? false;

  const save = async (values: PageSlotValues): Promise<PageSlotFieldsFragment> => {
    const result = await updatePageSlot({ variables: { input: { id: slot.id, newsId: values.newsId } } });
    if (!result.data) throw new Error('Empty answer');
    return result.data.updatePageSlot;
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
