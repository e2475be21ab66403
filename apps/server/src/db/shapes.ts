// Lists whose filters vary, as prepared queries. A list's conditions are written with
// placeholders, so its SQL depends only on which filters it has (its shape), never on their
// values: each shape is built and prepared once, then executed with the values. PostgreSQL parses
// and plans it once per connection, and the query builder does not rebuild the text per request.

import { type SQL, sql } from 'drizzle-orm';

/** A placeholder for a value given at execution. */
export const p = sql.placeholder;

export class QueryShape {
  readonly parts: string[] = [];
  readonly where: SQL[] = [];
  readonly values: Record<string, unknown> = {};

  /** A condition named `part` in the shape's key, with the values of its placeholders. */
  add(part: string, condition: SQL, values: Record<string, unknown> = {}) {
    this.parts.push(part);
    this.where.push(condition);
    Object.assign(this.values, values);
  }

  /** A choice that changes the query without a condition (an order, say). */
  mark(part: string) {
    this.parts.push(part);
  }

  has(part: string) {
    return this.parts.includes(part);
  }

  get key() {
    return this.parts.join(' ');
  }
}

/** Beyond this many shapes of one list, further ones are built per request instead of kept. */
const MAX_SHAPES = 200;

/** A query that runs with placeholder values, built afresh or prepared under a name. */
interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The query of each shape of the list `name`, built by `build` the first time and prepared under a
 * name of its own. Past `maxShapes` a shape is built for its request only and runs unnamed: a
 * statement name must never be given to two different queries on one connection. */
export function preparedByShape<R>(
  name: string,
  build: (shape: QueryShape) => Executable<R> & { prepare(name: string): Executable<R> },
  { maxShapes = MAX_SHAPES, planEachTime = () => false }: { maxShapes?: number; planEachTime?: (shape: QueryShape) => boolean } = {},
) {
  const prepared = new Map<string, Executable<R>>();
  return (shape: QueryShape): Executable<R> => {
    // A shape whose best plan depends on its values (how many rows a time bound or a limit lets
    // through) is planned for each request: a prepared statement's generic plan, made without the
    // values, can read a whole table where the values would let it stop after a page.
    if (planEachTime(shape)) return build(shape);
    const known = prepared.get(shape.key);
    if (known) return known;
    if (prepared.size >= maxShapes) return build(shape);
    const query = build(shape).prepare(`${name}_${prepared.size}`);
    prepared.set(shape.key, query);
    return query;
  };
}
