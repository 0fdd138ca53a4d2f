import type { MenuItem } from '../model/menu';
import type { LintContext, Located } from './context';
import { problemsOf, type LintProblem } from './problem';
import { checkMenuReport } from './report-checks';
import { listFilterNames } from '../filters/list-filters';

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

const ENTITY_SCREEN = 'entity:';

/**
 * A menu item's `screen` must name a registered hand-written screen or an existing entity,
 * and only a MENU shows one. `screenIds` are the screen registry's ids (src/screens-hand
 * folders); without them, hand-written screen ids are not checked.
 */
function checkMenuScreen(
  ctx: LintContext,
  { file, pointer: at, value: item }: Located<MenuItem>,
  screenIds: ReadonlySet<string> | undefined,
): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const screen = item.screen;
  if (screen === undefined) return problems;
  if (item.type !== 'MENU') report(`${at}/screen`, `only a MENU mounts a screen, not a ${item.type}`);
  else if (screen.startsWith(ENTITY_SCREEN)) {
    const name = screen.slice(ENTITY_SCREEN.length);
    if (!ctx.entityByName.has(name)) report(`${at}/screen`, `unknown entity "${name}" in screen "${screen}"`);
  } else if (screenIds && !screenIds.has(screen)) {
    report(`${at}/screen`, `unknown screen "${screen}" (no folder src/screens-hand/${screen})`);
  }
  return problems;
}

/**
 * `fixedFilters` narrow a mounted entity's list: only with `screen: "entity:<name>"`, each a
 * list filter that is a field of that entity (the server accepts no other filter), a
 * dictionary field's value one of its dictionary's.
 */
function checkFixedFilters(ctx: LintContext, { file, pointer: at, value: item }: Located<MenuItem>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  if (!item.fixedFilters) return problems;
  const entity = item.screen?.startsWith(ENTITY_SCREEN)
    ? ctx.entityByName.get(item.screen.slice(ENTITY_SCREEN.length))
    : undefined;
  if (!entity) {
    report(`${at}/fixedFilters`, 'fixed filters narrow a mounted entity: they need `screen: "entity:<name>"`');
    return problems;
  }
  const filters = new Set(listFilterNames(entity));
  for (const [name, value] of Object.entries(item.fixedFilters)) {
    const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
    const dictionary = field?.dict ? ctx.dictionaryByName.get(field.dict) : undefined;
    if (!field || !filters.has(name))
      report(`${at}/fixedFilters/${name}`, `"${name}" is not a list filter of ${entity.name}`);
    else if (dictionary && !dictionary.items.some((entry) => entry.value === value))
      report(
        `${at}/fixedFilters/${name}`,
        `${JSON.stringify(value)} is not a value of dictionary "${dictionary.name}"`,
      );
  }
  return problems;
}

export function checkMenuItem(
  ctx: LintContext,
  located: Located<MenuItem>,
  screenIds?: ReadonlySet<string>,
): LintProblem[] {
  const { file, pointer: at, value: item } = located;
  return [
    ...checkMenuParent(ctx, file, `${at}/parent`, item.parent, item.id),
    ...checkMenuScreen(ctx, located, screenIds),
    ...checkFixedFilters(ctx, located),
    ...checkMenuReport(ctx, located),
  ];
}
