import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormikFileField } from '../../../components/form/formik-file-field';
import { formikDefaults } from '../../../components/form/formik-defaults';
import { serverFieldErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useUploadProgress } from '../../../components/form/use-upload-progress';
import { useDeleteDialog } from '../../../components/use-delete-dialog';
import {
  AddNewsPhotosDocument,
  DeleteNewsPhotoDocument,
  NewsPhotoFieldsFragmentDoc,
  ReorderNewsPhotosDocument,
  type NewsFieldsFragment,
  type NewsPhotoFieldsFragment,
} from '../../../gql/graphql';
import { useToast } from '../../../lib/toast/use-toast';
import { newsPhotosSchema } from './news-schema';

/** Replaces the gallery of news item `id` in the cache with `photos` (in this order). */
function writeGallery(cache: ApolloCache, id: number, photos: (existing: readonly Reference[], toRef: (photo: NewsPhotoFieldsFragment) => Reference) => Reference[]) {
  cache.modify({
    id: cache.identify({ __typename: 'News', id }),
    fields: {
      photos: (existing: readonly Reference[] = []) =>
        photos(existing, (photo) => cache.writeFragment({ data: photo, fragment: NewsPhotoFieldsFragmentDoc, fragmentName: 'NewsPhotoFields' })!),
    },
  });
}

interface UploadValues {
  photos: File[];
}

/**
 * The gallery screen's body: thumbnails in order, each movable earlier or later and deletable
 * (after a confirmation), and an upload of up to 10 photos at once with a progress bar.
 */
export function NewsGallery({ news }: { news: Pick<NewsFieldsFragment, 'id' | 'title' | 'photos'> }) {
  const { t } = useLingui();
  const toast = useToast();
  const { progress, context, reset } = useUploadProgress();
  const [addPhotos] = useMutation(AddNewsPhotosDocument);
  const [reorderPhotos] = useMutation(ReorderNewsPhotosDocument);
  const [deletePhoto] = useMutation(DeleteNewsPhotoDocument);
  const [moving, setMoving] = useState(false);
  /** After a move, the focus follows the moved photo's button. */
  const [focusAfterMove, setFocusAfterMove] = useState<{ photoId: number; direction: 'earlier' | 'later' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const photos = news.photos;

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const item = listRef.current.querySelector(`[data-photo-id="${focusAfterMove.photoId}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]:not([disabled])`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
    button?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, photos]);

  const remove = useDeleteDialog({
    mutate: ({ variables, update }) => deletePhoto({ variables: { input: { id: news.id, photoId: variables.input.id } }, update }),
    evict: (cache, photoId) => {
      writeGallery(cache, news.id, (existing) => existing.filter((ref) => ref.__ref !== cache.identify({ __typename: 'NewsPhoto', id: photoId })));
      cache.evict({ id: cache.identify({ __typename: 'NewsPhoto', id: photoId }) });
      cache.gc();
    },
    texts: {
      title: t`Fotoğrafı sil`,
      body: (name) => <Trans>{name} silinecek.</Trans>,
      success: t`Fotoğraf başarıyla silindi.`,
      error: t`Fotoğraf silinemedi.`,
    },
  });

  const move = async (index: number, direction: 'earlier' | 'later') => {
    const target = direction === 'earlier' ? index - 1 : index + 1;
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[target]] = [ids[target], ids[index]];
    setMoving(true);
    try {
      await reorderPhotos({
        variables: { input: { id: news.id, photoIds: ids } },
        update: (cache, { data }) => {
          if (data) writeGallery(cache, news.id, (_existing, toRef) => data.reorderNewsPhotos.map(toRef));
        },
      });
      setFocusAfterMove({ photoId: photos[index].id, direction });
    } catch {
      toast.error(t`Fotoğrafların sırası değiştirilemedi.`);
    } finally {
      setMoving(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t`Fotoğraflar`}
        </Typography>
        {photos.length === 0 ? (
          <Typography color="textSecondary">{t`Galeride henüz fotoğraf yok.`}</Typography>
        ) : (
          <Box component="ol" ref={listRef} aria-label={t`Galerideki fotoğraflar`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {photos.map((photo, index) => {
              const number = index + 1;
              return (
                <Box component="li" key={photo.id} data-photo-id={photo.id} sx={{ width: 168 }}>
                  <Box component="img" src={photo.thumbUrl} alt={t`Fotoğraf ${number}`} sx={{ width: 168, height: 126, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
                    <Typography variant="caption" color="textSecondary">
                      {number}
                    </Typography>
                    <Box>
                      <Tooltip title={t`Öne taşı`}>
                        <span>
                          <IconButton size="small" data-move="earlier" aria-label={t`${number}. fotoğrafı bir öne taşı`} disabled={moving || index === 0} onClick={() => void move(index, 'earlier')}>
                            <ArrowBackOutlined fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t`Arkaya taşı`}>
                        <span>
                          <IconButton size="small" data-move="later" aria-label={t`${number}. fotoğrafı bir arkaya taşı`} disabled={moving || index === photos.length - 1} onClick={() => void move(index, 'later')}>
                            <ArrowForwardOutlined fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t`Sil`}>
                        <IconButton size="small" color="error" aria-label={t`${number}. fotoğrafı sil`} onClick={() => remove.requestDelete({ id: photo.id, name: t`${number}. fotoğraf` })}>
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t`Fotoğraf yükle`}
        </Typography>
        <Formik<UploadValues>
          initialValues={{ photos: [] }}
          validationSchema={newsPhotosSchema}
          {...formikDefaults}
          onSubmit={async (values, helpers) => {
            try {
              await addPhotos({
                variables: { input: { id: news.id, photos: values.photos } },
                context,
                update: (cache, { data }) => {
                  if (data) writeGallery(cache, news.id, (existing, toRef) => [...existing, ...data.addNewsPhotos.map(toRef)]);
                },
              });
            } catch (error) {
              helpers.setErrors(serverFieldErrors(error, ['photos']));
              toast.error(t`Fotoğraflar yüklenemedi.`);
              return;
            } finally {
              reset();
            }
            toast.success(t`Fotoğraflar başarıyla yüklendi.`);
            helpers.resetForm();
          }}
        >
          <Form method="post" noValidate aria-label={t`Fotoğraf yükleme formu`}>
            <FormikFileField name="photos" label={t`Fotoğraflar`} kind="image" multiple progress={progress} helperText={t`Bir seferde en fazla 10 fotoğraf seçebilirsiniz.`} />
            <Box sx={{ mt: 2 }}>
              <SubmitButton>{t`Yükle`}</SubmitButton>
            </Box>
          </Form>
        </Formik>
      </Paper>
      {remove.dialog}
    </Stack>
  );
}
