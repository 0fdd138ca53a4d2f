import { loadTreeRows, treeOptions, type TreeOption } from '../../engine/tree';
import type { RowId } from '../../engine/data-provider';
import { defineAction } from '../define-action';

/** The tree without the moving node's own branch, which can never be its new parent. */
function withoutBranch(nodes: TreeOption[], id: RowId): TreeOption[] {
  return nodes
    .filter((node) => String(node.value) !== String(id))
    .map((node) => (node.children ? { ...node, children: withoutBranch(node.children, id) } : node));
}

/**
 * A tree entity's "move": picks a new parent (cleared: the top level) and sends it; the server
 * refuses a cycle and says why, and the dialog then stays open.
 */
export default defineAction({
  id: 'move',
  run: async ({ entity, rows, provider, screen }) => {
    const row = rows[0];
    if (!row || !entity.tree || !provider.move) return;
    // The dialog (antd's Modal and the tree select) loads with the first move, so that lists do not carry it.
    const { openMoveDialog } = await import('./move-dialog');
    openMoveDialog({
      label: String(row[entity.labelField] ?? row.id),
      parentId: (row[entity.tree.parentField] as RowId | null | undefined) ?? null,
      loadTree: async () => withoutBranch(treeOptions(await loadTreeRows(provider, entity), entity.labelField), row.id),
      onOk: async (parentId) => {
        const answer = await provider.move!({ entity, id: row.id, parentId });
        if (answer.code !== 0) {
          screen.fail(answer.msg);
          throw new Error(answer.msg);
        }
        screen.done();
        screen.refresh();
      },
    });
  },
});
