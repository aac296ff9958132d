import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './database.js';

describe('the ORM options', () => {
  it('define no accessors on loaded entities, which is right only while no relation has an inverse side', async () => {
    // Discovery only: a pool connects on its first query, and none is sent.
    const orm = new MikroORM(ormOptions('postgresql://nobody@127.0.0.1:9/none', false));
    try {
      expect(orm.config.get('propagationOnPrototype')).toBe(false);
      const inverse = Object.values(orm.getMetadata().getAll()).flatMap((meta) =>
        Object.values(meta.properties)
          .filter((prop) => prop.inversedBy || prop.mappedBy)
          .map((prop) => `${meta.className}.${prop.name}`),
      );
      // A relation with an inverse side needs propagationOnPrototype back on (decision 0016).
      expect(inverse).toEqual([]);
    } finally {
      await orm.close();
    }
  });
});
