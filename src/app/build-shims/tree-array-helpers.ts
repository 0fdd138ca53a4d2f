// Stands in for rc-tree's util module where antd Table's row selection imports it (see
// vite.config.ts): the selection needs only the two helpers below, and the module imports the
// tree's node component, which would come with every list. Same code as rc-tree's own helpers.

export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
