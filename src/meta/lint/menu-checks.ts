import type { MenuItem } from '../model/menu';
import type { LintContext, Located } from './context';
import { problemsOf, type LintProblem } from './problem';

/** A menu parent must be a declared CATALOG, and following parents must never loop. */
export function checkMenuParent(
  ctx: LintContext,
  file: string,
  at: string,
  parent: string | undefined,
  selfId?: string,
): LintProblem[] {
  const { problems, report } = problemsOf(file);
  if (parent === undefined) return problems;
  const target = ctx.menuItemById.get(parent);
  if (!target) report(at, `unknown menu parent "${parent}"`);
  else if (target.type !== 'CATALOG') report(at, `menu parent "${parent}" is a MENU, not a CATALOG`);
  else if (selfId !== undefined) {
    const visited = new Set<string>([selfId]);
    for (let id: string | undefined = parent; id !== undefined; id = ctx.menuItemById.get(id)?.parent) {
      if (visited.has(id)) {
        report(at, `menu parents form a loop through "${id}"`);
        break;
      }
      visited.add(id);
    }
  }
  return problems;
}

export function checkMenuItem(ctx: LintContext, { file, pointer: at, value: item }: Located<MenuItem>): LintProblem[] {
  return checkMenuParent(ctx, file, `${at}/parent`, item.parent, item.id);
}
