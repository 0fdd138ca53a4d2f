import type { RawSchemaFile } from '../bundle';
import type { DictionaryFile } from '../model/dictionary';
import type { EntityFile } from '../model/entity';
import type { MenuFile, MenuItem } from '../model/menu';
import { createContext, declarationsOf, type Declarations, type Located } from './context';
import { checkEntityCapabilities } from './capability-checks';
import { checkDictionary } from './dictionary-checks';
import { checkEntityActions } from './entity-action-checks';
import { checkEntityFields } from './entity-field-checks';
import { checkReferenceOffers } from './reference-offer-checks';
import { checkRowsFrom } from './rows-from-checks';
import { checkEntityScope } from './entity-scope-checks';
import { checkTableView } from './table-view-checks';
import { checkEntityViews } from './entity-view-checks';
import { checkCrossFieldRules } from './cross-field-checks';
import { checkApproval } from './approval-checks';
import { checkTimedStatus } from './timed-status-checks';
import { checkFlow } from './flow-checks';
import { checkListFilters } from './list-filter-checks';
import { checkLockedRows } from './locked-row-checks';
import { checkMenuItem, checkMenuParent } from './menu-checks';
import { checkEntityPresentation } from './presentation-checks';
import { checkServerValues } from './server-value-checks';
import type { LintProblem } from './problem';
import { checkEntityRules } from './rule-checks';
import { checkRollups } from './rollup-checks';
import { checkStructure, kindOf } from './structure';
import { checkTexts } from './text-checks';
import { checkUniqueness } from './uniqueness';
import { checkUserTypes } from './user-type-checks';

export type { LintProblem } from './problem';
export { pointer, pointerSegments } from './problem';

export interface LintOptions {
  /** Ids of the registered hand-written screens, which menu items may name in `screen`. */
  screenIds?: ReadonlySet<string>;
}

/**
 * Lints all schema files together. Each file is first checked against the JSON Schema of its
 * kind; only files that pass are checked across files, so those checks can rely on the shapes
 * the model promises. Files that fail still declare their names for lookups.
 */
export function lintSchemaFiles(files: RawSchemaFile[], options: LintOptions = {}): LintProblem[] {
  const problems: LintProblem[] = [];
  const entities: Located<EntityFile>[] = [];
  const dictionaries: Located<DictionaryFile>[] = [];
  const menuItems: Located<MenuItem>[] = [];
  const declared: Declarations = { entities: [], dictionaries: [], menuItems: [] };
  for (const { path, content } of files) {
    declarationsOf(kindOf(path), content, declared);
    const structural = checkStructure(path, content);
    problems.push(...structural);
    if (structural.length > 0) continue;
    problems.push(...checkTexts(path, content));
    const kind = kindOf(path);
    if (kind === 'entities') entities.push({ file: path, pointer: '', value: content as EntityFile });
    if (kind === 'dictionaries') dictionaries.push({ file: path, pointer: '', value: content as DictionaryFile });
    if (kind === 'menu') {
      (content as MenuFile).items.forEach((value, i) => menuItems.push({ file: path, pointer: `/items/${i}`, value }));
    }
  }
  const ctx = createContext(entities, dictionaries, menuItems, declared);
  for (const dictionary of dictionaries) problems.push(...checkDictionary(dictionary));
  for (const item of menuItems) problems.push(...checkMenuItem(ctx, item, options.screenIds));
  for (const entity of entities) {
    problems.push(
      ...checkEntityFields(ctx, entity),
      ...checkReferenceOffers(ctx, entity),
      ...checkRowsFrom(entity),
      ...checkEntityRules(entity),
      ...checkEntityViews(ctx, entity),
      ...checkEntityActions(ctx, entity),
      ...checkLockedRows(entity),
      ...checkEntityPresentation(ctx, entity),
      ...checkEntityCapabilities(ctx, entity),
      ...checkFlow(entity),
      ...checkApproval(ctx, entity),
      ...checkTimedStatus(ctx, entity),
      ...checkCrossFieldRules(entity),
      ...checkServerValues(entity),
      ...checkListFilters(ctx, entity),
      ...checkEntityScope(ctx, entity),
      ...checkTableView(ctx, entity),
      ...checkUserTypes(ctx, entity),
      ...checkRollups(entity),
      ...checkMenuParent(ctx, entity.file, '/menu/parent', entity.value.menu.parent),
    );
  }
  problems.push(...checkUniqueness(ctx));
  return problems;
}
