// Lists prepared by shape: past the number of shapes kept, a new shape still runs (unnamed), on
// PostgreSQL, where one statement name given to two queries is refused.

import { and, eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-app';
import type { Database } from './client';
import { p, preparedByShape, QueryShape } from './shapes';

const items = pgTable('shape_items', { n: integer('n').notNull(), colour: text('colour').notNull() });

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table shape_items (n integer not null, colour text not null)`);
  await database.db.execute(sql`insert into shape_items values (1, 'red'), (2, 'blue'), (3, 'red'), (4, 'green')`);
});
afterAll(() => drop?.());

it('runs every shape, kept or not, with its own values', async () => {
  const queryOf = preparedByShape(
    'shape_items_list',
    (shape: QueryShape) =>
      database.db
        .select({ n: items.n })
        .from(items)
        .where(and(...shape.where))
        .orderBy(items.n),
    { maxShapes: 2 },
  );
  const shapeOf = (f: { colour?: string; above?: number; exactly?: number }) => {
    const shape = new QueryShape();
    shape.add('all', sql`true`);
    if (f.colour) shape.add('colour', eq(items.colour, p('colour')), { colour: f.colour });
    if (f.above !== undefined) shape.add('above', gt(items.n, p('above')), { above: f.above });
    if (f.exactly !== undefined) shape.add('exactly', eq(items.n, p('exactly')), { exactly: f.exactly });
    return shape;
  };
  const run = async (f: Parameters<typeof shapeOf>[0]) => {
    const shape = shapeOf(f);
    return (await queryOf(shape).execute(shape.values)).map((r) => r.n);
  };
  // Two shapes are kept; the third and fourth are past the limit. Each runs twice, so a name reused
  // for a different statement on the same connection would be refused the second time.
  for (let round = 0; round < 2; round++) {
    expect(await run({})).toEqual([1, 2, 3, 4]);
    expect(await run({ colour: 'red' })).toEqual([1, 3]);
    expect(await run({ above: 2 })).toEqual([3, 4]);
    expect(await run({ colour: 'red', above: 1 })).toEqual([3]);
    expect(await run({ exactly: 4 })).toEqual([4]);
  }
});
