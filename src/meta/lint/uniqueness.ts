import type { LintContext } from './context';
import type { LintProblem } from './problem';

interface Claim {
  key: string;
  file: string;
  pointer: string;
}

/** Reports every claim of a key after the first, naming where the first one is. */
function duplicates(what: string, claims: Claim[]): LintProblem[] {
  const first = new Map<string, Claim>();
  const problems: LintProblem[] = [];
  for (const claim of claims) {
    const earlier = first.get(claim.key);
    if (earlier) {
      problems.push({
        file: claim.file,
        pointer: claim.pointer,
        message: `duplicate ${what} "${claim.key}" (first in ${earlier.file})`,
      });
    } else first.set(claim.key, claim);
  }
  return problems;
}

/**
 * Names that must be unique across all files: entity and dictionary names, API resources,
 * page ids (entity pages and menu items share the permission id space) and routes.
 */
export function checkUniqueness(ctx: LintContext): LintProblem[] {
  const { entities, dictionaries, menuItems } = ctx;
  return [
    ...duplicates(
      'entity name',
      entities.map((e) => ({ key: e.value.name, file: e.file, pointer: '/name' })),
    ),
    ...duplicates(
      'table',
      entities.filter((e) => e.value.table).map((e) => ({ key: e.value.table!, file: e.file, pointer: '/table' })),
    ),
    ...duplicates(
      'dictionary name',
      dictionaries.map((d) => ({ key: d.value.name, file: d.file, pointer: '/name' })),
    ),
    ...duplicates(
      'resource',
      entities.map((e) => ({ key: `${e.value.service}/${e.value.resource}`, file: e.file, pointer: '/resource' })),
    ),
    ...duplicates('page id', [
      ...menuItems.map((m) => ({ key: m.value.id, file: m.file, pointer: `${m.pointer}/id` })),
      ...entities.map((e) => ({ key: e.value.pageId, file: e.file, pointer: '/pageId' })),
    ]),
    ...duplicates('route', [
      ...menuItems.map((m) => ({ key: m.value.url, file: m.file, pointer: `${m.pointer}/url` })),
      ...entities.map((e) => ({ key: e.value.menu.url, file: e.file, pointer: '/menu/url' })),
    ]),
  ];
}
