import type { Request } from 'express';
import { fileField, fileFields } from '../multipart.js';
import { PAGE, allRoute, deleteRoute, getRoute, limitRoute, publicItemRoute } from '../resource-routes.js';
import { defined, idParam, intQuery, textQuery, type RestRoute } from '../route.js';
import { PUBLICATION, publicationFields, statusQuery } from './publication.routes.js';

const PHOTO = 'id url thumbUrl position';

/**
 * A news item in the admin list (`GET /news`): what the list shows, as the admin's own list screen
 * reads it. The whole item (rich text, tags, gallery, author) is the item's own answer (`GET /news/{id}`).
 */
const NEWS_ROW = `id title slug teaser posterUrl posterThumbUrl categoryId category { id name deleted } type isFeatured featuredAt hit
  createdAt updatedAt ${PUBLICATION}`;
const NEWS = `${NEWS_ROW} content contentHtml tags { id name } photos { ${PHOTO} } author { id name deleted }`;

/** A news item as the reader's site gets it: the author by name only (no personal fields). */
export const PUBLIC_NEWS = `id title slug teaser content contentHtml posterUrl posterThumbUrl category { id name slug } tags { id name slug }
  type hit isFeatured featuredAt photos { id url thumbUrl } author { id name deleted } createdAt updatedAt`;

/**
 * A news item in a public list: what a list shows (issue 14 §2), without the whole rich text (`content`,
 * `contentHtml`) and the gallery, which only the item's own answer (`/public-news/{id}`) carries.
 */
export const PUBLIC_NEWS_CARD = `id title slug teaser posterUrl posterThumbUrl category { id name slug } tags { id name slug }
  type hit isFeatured featuredAt author { id name deleted } createdAt updatedAt`;

/** A whole number as sent in a form, or the value as it came (so validation reports it). */
const whole = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/**
 * The news fields of a multipart (or JSON) body: `tagIds` repeated, `content` a document or its JSON text, the
 * poster a file. On create (`replace`) a missing field counts as empty, so the rules answer with
 * their `required` keys; on edit only what was sent changes.
 */
function newsInput(req: Request, replace: boolean): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const text = (name: string) => (body[name] ?? (replace ? '' : undefined)) as unknown;
  const tagIds = body.tagIds ?? body['tagIds[]'];
  return defined({
    title: text('title'),
    teaser: text('teaser'),
    content: body.content === undefined ? (replace ? null : undefined) : body.content,
    categoryId: body.categoryId === undefined || body.categoryId === '' ? (replace ? null : undefined) : whole(body.categoryId),
    tagIds: tagIds === undefined ? (replace ? [] : undefined) : (Array.isArray(tagIds) ? tagIds : [tagIds]).map(whole),
    type: body.type || undefined,
    isFeatured: body.isFeatured || undefined,
    poster: fileField(req, 'poster'),
    ...publicationFields(req, { edit: !replace }),
  });
}

const UPDATE = `mutation ($input: UpdateNewsInput!) { updateNews(input: $input) { ${NEWS} } }`;

/** Spec §7: news (create and edit as multipart) and the photo gallery. */
export const newsRoutes: RestRoute[] = [
  allRoute('/news/all', 'allNews', 'id title slug type createdAt'),
  {
    methods: ['GET'],
    path: '/news',
    document: `query ($page: Int, $pageSize: Int, $query: String, $status: PublicationStatus) {
      newsList(page: $page, pageSize: $pageSize, query: $query, status: $status) { ${PAGE(NEWS_ROW)} } }`,
    variables: (req) => defined({ page: intQuery(req, 'page'), pageSize: intQuery(req, 'pageSize'), query: textQuery(req, 'query'), status: statusQuery(req) }),
  },
  getRoute('/news', 'newsItem', NEWS),
  {
    methods: ['POST'],
    path: '/news',
    document: `mutation ($input: CreateNewsInput!) { createNews(input: $input) { ${NEWS} } }`,
    variables: (req) => ({ input: newsInput(req, true) }),
    files: { poster: 'image' },
    status: 201,
  },
  // Edit (spec §7: multipart POST; PUT and PATCH too): what is sent changes, the rest is kept.
  { methods: ['POST', 'PUT', 'PATCH'], path: '/news/:id', document: UPDATE, variables: (req) => ({ input: { ...newsInput(req, false), id: idParam(req) } }), files: { poster: 'image' } },
  deleteRoute('/news', 'deleteNews'),
  {
    methods: ['POST'],
    path: '/news/:id/photo',
    document: `mutation ($input: AddNewsPhotosInput!) { addNewsPhotos(input: $input) { ${PHOTO} } }`,
    variables: (req) => ({ input: { id: idParam(req), photos: fileFields(req, 'photos') } }),
    files: { photos: 'image' },
    status: 201,
  },
  {
    methods: ['DELETE'],
    path: '/news/:id/photo/:photoId',
    document: 'mutation ($input: NewsPhotoInput!) { deleteNewsPhoto(input: $input) }',
    variables: (req) => ({ input: { id: idParam(req), photoId: idParam(req, 'photoId') } }),
    status: 204,
  },

  // The reader's site (spec §7 public news): the fixed paths before the one taking an id or slug.
  {
    methods: ['GET'],
    path: '/public-news/news-list',
    document: `query ($page: Int, $pageSize: Int, $title: String, $sortBy: String, $categoryId: Int) {
      publicNewsList(page: $page, pageSize: $pageSize, title: $title, sortBy: $sortBy, categoryId: $categoryId) { ${PAGE(PUBLIC_NEWS_CARD)} } }`,
    variables: (req) =>
      defined({
        page: intQuery(req, 'page'),
        pageSize: intQuery(req, 'pageSize'),
        title: textQuery(req, 'title'),
        sortBy: textQuery(req, 'sortBy'),
        categoryId: intQuery(req, 'categoryId', 'PublicNews.CategoryId.invalid'),
      }),
  },
  limitRoute('/public-news/dusunce-okulu-news', 'publicDusunceOkuluNews', PUBLIC_NEWS_CARD),
  limitRoute('/public-news/latest', 'publicLatestNews', PUBLIC_NEWS_CARD),
  limitRoute('/public-news/featured', 'publicFeaturedNews', PUBLIC_NEWS_CARD),
  limitRoute('/public-news/top', 'publicTopNews', PUBLIC_NEWS_CARD),
  // The headline of the week, or null when there is none.
  allRoute('/public-news/headline', 'publicHeadlineNews', PUBLIC_NEWS),
  publicItemRoute('/public-news', 'publicNewsItem', PUBLIC_NEWS, 'news'),
];
