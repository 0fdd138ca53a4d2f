import { Type, type Static } from '@sinclair/typebox';
import { Identifier } from './common';

/**
 * The rows form a tree: each row names its parent in a reference field to this same entity.
 * The list shows a tree table, forms and filters pick a parent from a tree, a move action
 * changes the parent, and the server refuses cycles and deleting a node that has children.
 */
export const TreeDef = Type.Object(
  {
    parentField: Identifier('Reference field to this same entity holding the parent; empty for a root.'),
  },
  { additionalProperties: false, description: 'Rows of this entity form a tree.' },
);
export type TreeDef = Static<typeof TreeDef>;

/** Most rows one tree answer carries; a larger tree is listed flat with filters. */
export const MAX_TREE_ROWS = 5000;
