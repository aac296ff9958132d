import { mixed, object, string } from 'yup';
import { LIMITS } from '../../../gql/limits';
import { isWebLink } from '../../../lib/validation/web-link';

/** Spec §5, the server's limits (`advert.inputs.ts`): the schema and the form's input hints read them from here. */
export const ADVERT_LIMITS = LIMITS.Advert;

export interface AdvertValues {
  name: string;
  link: string;
  /** A newly chosen image; null keeps the stored one (spec §5: optional on edit). */
  image: File | null;
}

/** Name and an http/https link required; the image optional (adverts are only edited). */
export const advertSchema = object({
  name: string().trim().required('Advert.Name.required').max(ADVERT_LIMITS.name.max, 'Advert.Name.max'),
  link: string()
    .trim()
    .required('Advert.Link.required')
    .max(ADVERT_LIMITS.link.max, 'Advert.Link.max')
    .test('web-link', 'Advert.Link.invalid', (value) => !value || isWebLink(value)),
  image: mixed<File>().nullable(),
});
