import type { EntityManager } from '@mikro-orm/postgresql';
import { NamedService } from '../common/named.js';
import { Tag } from './tag.entity.js';

export class TagService extends NamedService<Tag> {
  constructor(em: EntityManager) {
    super(em, Tag, { area: 'Tag', notFound: 'Tag not found.', taken: 'A tag with this name already exists.' });
  }
}
