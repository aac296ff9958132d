import { MikroORM, ReferenceKind } from '@mikro-orm/postgresql';
import { ormOptions } from './database.js';

describe('the ORM options', () => {
  it('define no accessors on loaded entities, which is right only while no pair of relations is read through its other side', async () => {
    // Discovery only: a pool connects on its first query, and none is sent.
    const orm = new MikroORM(ormOptions('postgresql://nobody@127.0.0.1:9/none', false));
    try {
      expect(orm.config.get('propagationOnPrototype')).toBe(false);
      const relations = [...orm.getMetadata().getAll().values()].flatMap((meta) =>
        meta.props.filter((prop) => prop.kind !== ReferenceKind.SCALAR && prop.kind !== ReferenceKind.EMBEDDED).map((prop) => ({ name: `${meta.className}.${prop.name}`, prop })),
      );
      // The relations are there to look at (news → category, column → columnist, …).
      expect(relations.map(({ name }) => name)).toEqual(expect.arrayContaining(['News.category', 'Column.columnist']));
      // Without propagation, setting one side of a pair does not update the other in memory. The pairs
      // there are: the gallery (NewsPhoto.news and News.photos; the photos are always read by their own
      // batched query, never through the collection) and the tags' pivot, which MikroORM pairs itself.
      // A new pair fails here: read it by query too, or turn propagationOnPrototype back on (decision 0016).
      const paired = relations.filter(({ prop }) => prop.inversedBy || prop.mappedBy).map(({ name }) => name);
      expect(paired.sort()).toEqual(['News.photos', 'News.tags', 'NewsPhoto.news', 'Tag.News_tags__inverse', 'news_tags.News_owner', 'news_tags.Tag_inverse']);
    } finally {
      await orm.close();
    }
  });
});
