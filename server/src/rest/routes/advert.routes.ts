import type { Request } from 'express';
import { fileField } from '../multipart.js';
import { getRoute, listRoute, slotRoute } from '../resource-routes.js';
import { bodyFields, idParam, textFields, type RestRoute } from '../route.js';

const PUBLIC_ADVERT = 'id name link location imageUrl thumbUrl createdAt updatedAt';
export const ADVERT = 'id name link location imageUrl thumbUrl createdAt updatedAt';

const UPDATE = `mutation ($input: UpdateAdvertInput!) { updateAdvert(input: $input) { ${ADVERT} } }`;

/** The slot as sent: `slot`, or `location` (the field's name in answers); left out keeps it. */
const slot = (req: Request) => bodyFields(req, ['slot']).slot ?? bodyFields(req, ['location']).location ?? null;

/**
 * Spec §7: the reader's site fetches an advert by its slot key (home-main); staff list and edit
 * adverts (no create or delete). The edit is multipart (`name`, `link`, optionally the file `image`;
 * JSON without an image works too): PUT replaces name and link (a missing one is required), PATCH
 * changes what it sends.
 */
export const advertRoutes: RestRoute[] = [
  slotRoute('/public-adverts', 'publicAdvert', PUBLIC_ADVERT),
  listRoute('/adverts', 'advertList', ADVERT),
  getRoute('/adverts', 'advert', ADVERT),
  {
    methods: ['PUT'],
    path: '/adverts/:id',
    document: UPDATE,
    variables: (req) => ({ input: { ...textFields(req, ['name', 'link']), image: fileField(req, 'image') ?? null, slot: slot(req), id: idParam(req) } }),
    files: { image: 'image' },
  },
  {
    methods: ['PATCH'],
    path: '/adverts/:id',
    document: UPDATE,
    variables: (req) => ({ input: { ...bodyFields(req, ['name', 'link']), image: fileField(req, 'image') ?? null, slot: slot(req), id: idParam(req) } }),
    files: { image: 'image' },
  },
];
