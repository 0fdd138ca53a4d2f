import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODES } from '../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { MAX_TREE_ROWS, type EntityFile, type Locale, type LocalizedText } from '../../src/meta/model';
import { formatMessage } from '../../src/meta/rules/format-message';
import { requireAction, requireSession } from '../auth/guard';
import { writeAudit } from '../audit/write-audit';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../errors';
import { CrudError } from './crud-error';
import { column, fromDbRow, isTenant, selectList, table } from './entity-columns';
import { message } from './messages';
import { attachLabels } from './reference-labels';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from './route-kit';
import { findRow, updateRow } from './row-store';
import { mayPick, referencingPages } from './routes/options-route';
import { checkReferences } from './write-checks';

const TEXTS = {
  ownParent: { 'zh-CN': '不能把节点设为自己的上级', 'en-US': 'A node cannot be its own parent' },
  cycle: {
    'zh-CN': '不能把节点移动到它自己的下级“{0}”之下',
    'en-US': 'A node cannot move below its own descendant "{0}"',
  },
  hasChildren: {
    'zh-CN': '“{0}”下还有{1}个下级节点，请先删除或移走下级节点',
    'en-US': '"{0}" still has {1} child nodes; delete or move them first',
  },
  badParent: { 'zh-CN': '上级节点无效', 'en-US': 'The parent node is not valid' },
} satisfies Record<string, LocalizedText>;

/** Deep enough for any real hierarchy; stops the walk should rows already form a loop. */
const MAX_DEPTH = 1000;

const parentOf = (entity: EntityFile) => entity.tree?.parentField;

function scoped(entity: EntityFile, params: unknown[], sellerId: number, alias = ''): string {
  return isTenant(entity) ? ` and ${alias}"seller_id" = $${params.push(sellerId)}` : '';
}

/**
 * A node may not hang below itself or below one of its own descendants: walks up from the new
 * parent and refuses when the walk meets the node. Run inside the write's transaction.
 */
export async function checkTreeParent(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  id: number | undefined,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  const parentField = parentOf(entity);
  if (!parentField || id === undefined || !(parentField in values)) return;
  const parent = values[parentField];
  if (parent === null || parent === undefined || parent === '') return;
  if (Number(parent) === id) throw treeError(TEXTS.ownParent, locale, parentField);
  // Two moves at once (A below B, B below A) would each pass the walk below without seeing the
  // other: parent changes of one seller's tree take turns, the lock held until commit.
  await tx.query(`select pg_advisory_xact_lock(hashtext($1), $2)`, [`tree:${entity.name}`, sellerId]);
  const params: unknown[] = [Number(parent), id, MAX_DEPTH];
  const scope = scoped(entity, params, sellerId);
  const up = column(parentField);
  const sql = `with recursive up(id, parent, depth) as (
      select "id", ${up}, 0 from ${table(entity)} where "id" = $1${scope}
      union all
      select t."id", t.${up}, up.depth + 1 from ${table(entity)} t join up on t."id" = up.parent
       where up.depth < $3${scoped(entity, params, sellerId, 't.')}
    ) select 1 from up where id = $2 limit 1`;
  const { rows } = await tx.query(sql, params);
  if (rows.length > 0) {
    const label = await labelOf(tx, entity, sellerId, Number(parent));
    throw treeError(TEXTS.cycle, locale, parentField, label);
  }
}

/** A node that still has children is kept: deleting it would orphan them. */
export async function checkNoChildren(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  ids: number[],
  locale: Locale,
): Promise<void> {
  const parentField = parentOf(entity);
  if (!parentField) return;
  // Children deleted in the same request do not count.
  const params: unknown[] = [ids];
  const sql = `select ${column(parentField)} as "parent", count(*)::int as "n" from ${table(entity)}
    where ${column(parentField)} = any($1) and not ("id" = any($1))${scoped(entity, params, sellerId)}
    group by 1 order by 1 limit 1`;
  const { rows } = await tx.query<{ parent: number; n: number }>(sql, params);
  if (rows.length === 0) return;
  const label = await labelOf(tx, entity, sellerId, Number(rows[0].parent));
  throw new CrudError(API_CODES.CONFLICT, formatMessage(TEXTS.hasChildren, locale, [label, rows[0].n]));
}

async function labelOf(db: Queryable, entity: EntityFile, sellerId: number, id: number): Promise<string> {
  const params: unknown[] = [id];
  const sql = `select ${column(entity.labelField)}::text as "label" from ${table(entity)} where "id" = $1${scoped(entity, params, sellerId)}`;
  const { rows } = await db.query<{ label: string | null }>(sql, params);
  return rows[0]?.label ?? String(id);
}

const treeError = (text: LocalizedText, locale: Locale, field: string, ...args: string[]) => {
  const msg = formatMessage(text, locale, args);
  return new CrudError(API_CODES.VALIDATION_FAILED, msg, { errors: [{ field, message: msg }] });
};

/**
 * `tree`: every node of the caller's seller in one answer (up to MAX_TREE_ROWS), for the tree
 * table and the tree selects; those who may only pick a node get id, parent and label.
 * `move` { id, parentId }: hangs a node below another (or at the root, parentId null) with the
 * edit permission, refusing cycles; audited like an update.
 */
export function registerTreeRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  const parentField = parentOf(entity);
  if (!parentField) return;
  const pages = referencingPages(bundle, entity);
  const pageKey = actionKey(entity.pageId, OPERATION_ACTIONS.page);
  const guard = async (request: FastifyRequest) => {
    await requireSession(request);
    if (!mayPick(request, entity, pages)) throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${pageKey}`);
  };

  app.post(entityPath(entity, 'tree'), { preHandler: guard }, (request, reply) =>
    answer(request, reply, async () => {
      const sellerId = sellerOf(request);
      const params: unknown[] = [];
      const where = isTenant(entity) ? `where "seller_id" = $${params.push(sellerId)}` : '';
      const order = entity.list.defaultSort;
      const orderBy = order
        ? `${column(order.field)} ${order.order === 'descend' ? 'desc' : 'asc'} nulls last, "id"`
        : '"id"';
      const sql = `select ${selectList(entity)} from ${table(entity)} ${where} order by ${orderBy} limit ${MAX_TREE_ROWS + 1}`;
      const { rows } = await db.query<Record<string, unknown>>(sql, params);
      const truncated = rows.length > MAX_TREE_ROWS;
      const kept = rows.slice(0, MAX_TREE_ROWS).map((row) => fromDbRow(entity, row));
      if (!request.session?.actions.has(pageKey)) {
        const nodes = kept.map((row) => ({
          id: row.id,
          [parentField]: row[parentField],
          [entity.labelField]: row[entity.labelField],
        }));
        return { rows: nodes, truncated };
      }
      return { rows: await attachLabels(db, bundle, entity, sellerId, kept), truncated };
    }),
  );

  app.post(
    entityPath(entity, 'move'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.update)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const body = bodyOf(request);
        const [id] = parseIds({ id: body.id }, locale);
        const raw = body.parentId === undefined ? body[parentField] : body.parentId;
        const parent = raw === null || raw === '' || raw === undefined ? null : Number(raw);
        if (parent !== null && !(Number.isSafeInteger(parent) && parent > 0))
          throw treeError(TEXTS.badParent, locale, parentField);
        const changes = { [parentField]: parent };
        const row = await db.transaction(async (tx) => {
          const before = await findRow(tx, entity, sellerId, id, true);
          if (!before) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
          await checkReferences(tx, bundle, entity, sellerId, changes, locale);
          await checkTreeParent(tx, entity, sellerId, id, changes, locale);
          const after = await updateRow(tx, entity, sellerId, id, changes);
          await writeAudit(tx, {
            sellerId,
            userId: request.session!.userId,
            entity: entity.name,
            action: 'move',
            rowId: id,
            before,
            after,
          });
          return after;
        });
        return (await attachLabels(db, bundle, entity, sellerId, [fromDbRow(entity, row)]))[0];
      }),
  );
}
