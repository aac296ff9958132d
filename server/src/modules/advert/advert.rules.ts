import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** The public site shows the advert of a slot; listing and editing adverts is staff-only. */
export const advertRules: ResourceRules = {
  Query: { publicAdvert: allow },
  types: ['Advert', 'AdvertPage'],
};
