import { CreateTagDocument, DeleteTagDocument, TagDocument, TagForEditDocument, TagsDocument, UpdateTagDocument } from '../../../gql/graphql';
import { defineNamedResource } from '../named/named-resource';
import { TAG_TEXTS } from './tag-texts';
import { tagsAdmin } from './tags.admin';

/** Tags on the named preset. */
export const tagResource = defineNamedResource('Tag', tagsAdmin, TAG_TEXTS, { list: TagsDocument, show: TagDocument, edit: TagForEditDocument, create: CreateTagDocument, update: UpdateTagDocument, remove: DeleteTagDocument });
