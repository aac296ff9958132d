import type { Descendant } from 'slate';
import { array, mixed, number, object, string } from 'yup';
import { richTextRequired } from '../../../components/rich-text/rich-text-value';
import type { NewsType } from '../../../gql/graphql';
import { trimmedLength } from '../../../lib/validation/trimmed-length';
import { LIMITS } from '../../../gql/limits';

/** Spec §5 and §9, the server's limits: the schema and the form's input hints read them from here. */
export const NEWS_LIMITS = { ...LIMITS.News, tags: { min: 1 } };

export const NEWS_TYPES: readonly NewsType[] = ['news', 'headline', 'dusunceOkulu'];

/** Featuring period from now (spec §4); the server answers the choice matching the time left. */
export const FEATURING_CHOICES = ['no', '1d', '3d', '1w'] as const;
export type FeaturingChoice = (typeof FEATURING_CHOICES)[number];

export const isFeaturingChoice = (value: string): value is FeaturingChoice => (FEATURING_CHOICES as readonly string[]).includes(value);

export interface NewsValues {
  title: string;
  teaser: string;
  content: Descendant[];
  /** A newly chosen poster; null keeps the stored one on edit. */
  poster: File | null;
  /** '' until one is chosen (a select's empty value). */
  categoryId: number | '';
  tagIds: number[];
  type: NewsType;
  isFeatured: FeaturingChoice;
}

/** The news form's rules; `creating` makes the poster required (optional on edit). */
export function newsSchema({ creating }: { creating: boolean }) {
  return object({
    title: trimmedLength('News.Title', NEWS_LIMITS.title),
    teaser: string().trim().required('News.Teaser.required').max(NEWS_LIMITS.teaser.max, 'News.Teaser.max'),
    content: richTextRequired('News.Content.required'),
    poster: mixed<File>()
      .nullable()
      .test('poster-required', 'News.Poster.required', (value) => !creating || value instanceof File),
    categoryId: number()
      .transform((value, original) => (original === '' ? undefined : value))
      .required('News.CategoryId.required'),
    tagIds: array(number().required()).min(NEWS_LIMITS.tags.min, 'News.TagIds.min').required('News.TagIds.min'),
    type: string().oneOf(NEWS_TYPES, 'News.Type.invalid').required('News.Type.invalid'),
    isFeatured: string().oneOf(FEATURING_CHOICES, 'News.IsFeatured.invalid').required('News.IsFeatured.invalid'),
  });
}

/** The gallery upload's rule: 1 to 10 photos at once (the server's `News.Photos.*`). */
export const newsPhotosSchema = object({
  photos: array(mixed<File>().required())
    .min(1, 'News.Photos.required')
    .max(NEWS_LIMITS.photosPerUpload, 'News.Photos.max')
    .required('News.Photos.required'),
});
