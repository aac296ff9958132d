import { CreateTagDocument, DeleteTagDocument, TagDocument, TagForEditDocument, TagsDocument, UpdateTagDocument } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { defineNamedResource } from '../named/named-resource';
import { TAG_TEXTS } from './tag-texts';
import { tagsAdmin } from './tags.admin';

/** Tags on the named preset: their texts, documents and rules (keys `Tag.Name.*`, `Tag.Description.*`). */
export const tagResource = defineNamedResource({
  paths: tagsAdmin.paths,
  cache: tagsAdmin.cache,
  texts: TAG_TEXTS,
  area: 'Tag',
  limits: LIMITS.Tag,
  list: { query: TagsDocument, select: (data) => data.tagList },
  show: { query: TagDocument, select: (data) => data.tag },
  edit: { query: TagForEditDocument, select: (data) => data.tag },
  create: { mutation: CreateTagDocument, select: (data) => data.createTag },
  update: { mutation: UpdateTagDocument, select: (data) => data.updateTag },
  remove: DeleteTagDocument,
});
