import { number, object } from 'yup';

export interface PageSlotValues {
  /** The chosen news item; null until one is picked (or when the stored one was deleted). */
  newsId: number | null;
}

/** Spec §5: the slot's news is required. */
export const pageSlotSchema = object({
  newsId: number().nullable().required('PageSlot.NewsId.required'),
});
