import { parse, validate } from 'graphql';
import { buildBareSchema } from '../graphql/schema.js';
import { routes } from '../modules/index.js';

/* Every route's GraphQL document parses and validates against the schema: a typo in a field list fails here, not in production. */
describe('the REST route table', () => {
  const documents = routes.flatMap((route) =>
    route.methods.flatMap((method) => [[`${method} ${route.path}`, route.document], ...(route.after ? [[`${method} ${route.path} (after)`, route.after.document]] : [])]),
  );
  it.each(documents)('%s has a valid document', async (_label, document) => {
    const schema = await buildBareSchema();
    const ast = parse(document);
    expect(validate(schema, ast).map((error) => error.message)).toEqual([]);
    expect(ast.definitions.filter((definition) => definition.kind === 'OperationDefinition')).toHaveLength(1);
  });

  it('has no path and method twice', () => {
    const keys = routes.flatMap((route) => route.methods.map((method) => `${method} ${route.path}`));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
