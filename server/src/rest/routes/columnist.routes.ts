import { fileField } from '../multipart.js';
import { allRoute, deleteRoute, getRoute, listRoute } from '../resource-routes.js';
import { idParam, textFields, bodyFields, type RestRoute } from '../route.js';

export const COLUMNIST = 'id name slug imageUrl thumbUrl columnCount deleted createdAt updatedAt';

const UPDATE = `mutation ($input: UpdateColumnistInput!) { updateColumnist(input: $input) { ${COLUMNIST} } }`;

/**
 * Spec §7: columnists. Create and edit are multipart (`name`, the file `image`); the image is
 * required on create and optional on edit. PUT replaces the name (a missing one is required),
 * PATCH changes what it sends.
 */
export const columnistRoutes: RestRoute[] = [
  allRoute('/columnists/all-columnists', 'allColumnists', COLUMNIST),
  listRoute('/columnists', 'columnistList', COLUMNIST),
  getRoute('/columnists', 'columnist', COLUMNIST),
  {
    methods: ['POST'],
    path: '/columnists',
    document: `mutation ($input: CreateColumnistInput!) { createColumnist(input: $input) { ${COLUMNIST} } }`,
    variables: (req) => ({ input: { ...textFields(req, ['name']), image: fileField(req, 'image') ?? null } }),
    files: { image: 'image' },
    status: 201,
  },
  {
    methods: ['PUT'],
    path: '/columnists/:id',
    document: UPDATE,
    variables: (req) => ({ input: { ...textFields(req, ['name']), image: fileField(req, 'image') ?? null, id: idParam(req) } }),
    files: { image: 'image' },
  },
  {
    methods: ['PATCH'],
    path: '/columnists/:id',
    document: UPDATE,
    variables: (req) => ({ input: { ...bodyFields(req, ['name']), image: fileField(req, 'image') ?? null, id: idParam(req) } }),
    files: { image: 'image' },
  },
  deleteRoute('/columnists', 'deleteColumnist'),
  allRoute('/public-columnists/all-columnists', 'publicAllColumnists', COLUMNIST),
];
