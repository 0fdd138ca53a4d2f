import { Modal } from 'antd';
import type { RowId } from '../../engine/data-provider';
import { TEXTS } from '../../engine/texts';
import type { TreeOption } from '../../engine/tree';
import { tr } from '../../i18n';
import { TreeNodeSelect } from '../widgets/tree-select';

/**
 * The move action's dialog: a tree select of the new parent (cleared: the top level). Its own
 * module, loaded with the first move: lists show the action's button, not the dialog, and must
 * not carry antd's Modal and the tree select for it.
 */
export function openMoveDialog({
  label,
  parentId,
  loadTree,
  onOk,
}: {
  label: string;
  parentId: RowId | null;
  loadTree: () => Promise<TreeOption[]>;
  /** Sends the chosen parent; a rejection keeps the dialog open. */
  onOk: (parentId: RowId | null) => Promise<void>;
}): void {
  let chosen = parentId;
  Modal.confirm({
    title: tr(TEXTS.moveTo, { label }),
    icon: null,
    okText: tr(TEXTS.ok),
    cancelText: tr(TEXTS.cancel),
    content: (
      <div className="tree-move-dialog" style={{ marginTop: 12 }}>
        <TreeNodeSelect
          value={chosen}
          loadTree={loadTree}
          placeholder={tr(TEXTS.treeRoot)}
          onChange={(value) => (chosen = value)}
        />
      </div>
    ),
    onOk: () => onOk(chosen),
  });
}
