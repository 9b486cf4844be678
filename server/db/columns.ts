import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/**
 * The time columns every entity spells the same way: set by the ORM when the row is first
 * flushed (a query builder's insert runs no such hook and must give the time itself).
 */
export const createdAt = () => p.datetime().onCreate(() => new Date());

/** Like {@link createdAt}, and moved forward on every flush that changes the row. */
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** Money: integer minor units in a bigint column, read as a JavaScript number. Every amount is
 * checked to be a safe integer before it is written, so none is ever rounded. */
export const money = () => p.bigint('number');

/** A uuid primary key the ORM gives a new row. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());
