import type { PageQuery } from '@app/contract/pages';
import { type AnyColumn, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { commonMessages } from './common-messages.ts';
import { HttpError } from './http-error.ts';
import { isUuid } from './uuid.ts';

/**
 * Newest-first pages by keyset (shared/API.md: `limit`, `cursor`, `nextCursor`). A cursor names
 * the last row of the page before by its creation time, in whole microseconds as PostgreSQL keeps
 * it, and its id (the tie-breaker); the next page is the rows strictly older in that order. Unlike
 * an offset, it costs the same on the thousandth page and skips or repeats nothing when rows are
 * added meanwhile. The list's index must be on (created_at, id), with any equality filter first.
 */
type Position = { micros: string; id: string };

const positionPattern = /^(\d{1,19})~([0-9a-f-]{36})$/;

function encodeCursor(position: Position): string {
  return Buffer.from(`${position.micros}~${position.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  const match = positionPattern.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1] || !match[2])
    throw HttpError.invalidField('cursor', commonMessages.invalidCursor());
  return { micros: match[1], id: match[2] };
}

/** Select this beside the row: the row's position, for the cursor of the page after it. */
export const positionMicros = (createdAt: AnyColumn) =>
  sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

/** The condition for "after the cursor" in newest-first order; undefined for the first page. */
export function afterCursor(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: string | undefined,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const position = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond', ${position.id}::uuid)`;
}

/** The newest-first order the cursor assumes. */
export const newestFirst = (createdAt: AnyColumn, id: AnyColumn) => [
  sql`${createdAt} desc`,
  sql`${id} desc`,
];

/**
 * Fetch `limit + 1` rows (`fetchSize`), then cut the page here: the extra row only says there is
 * a next page.
 */
export const fetchSize = (page: PageQuery) => page.limit + 1;

export function cutPage<Row extends { id: string; position: string }>(
  rows: Row[],
  page: PageQuery,
): { rows: Omit<Row, 'position'>[]; nextCursor: string | null } {
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  const last = kept.at(-1);
  return {
    rows: kept.map(({ position: _position, ...row }) => row),
    nextCursor: hasMore && last ? encodeCursor({ micros: last.position, id: last.id }) : null,
  };
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An admin list's search: the row with this id, else the rows where any of `columns` contains the
 * text (ILIKE, by their trigram indexes). The matches are found first and then paged newest first:
 * left to itself, the planner walks the whole date index looking for a page of rare matches.
 */
export function matchingText(
  table: PgTable,
  id: AnyColumn,
  columns: readonly (AnyColumn | SQL)[],
  text: string,
): SQL {
  if (isUuid(text)) return eq(id, text.toLowerCase());
  const pattern = containing(text);
  const matches = or(...columns.map((column) => ilike(column, pattern)));
  return sql`${id} = any(array(select ${id} from ${table} where ${matches}))`;
}
