import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { menuIconSets } from 'virtual:menu-icon-sets';

type IconSet = (typeof menuIconSets)[number];

// The menu's icons come in sets, one chunk each (scripts/lib/menu-icon-sets.ts): the first
// level's, which the header shows, and per first-level entry the others below it, which its
// side menu shows. One chunk per icon would cost a page some thirty requests, and every icon at
// once would weigh on every page after login.
const loaded = new Map<string, IconDefinition>();
const loading = new Map<IconSet, Promise<void>>();

function loadSet(set: IconSet): Promise<void> {
  let done = loading.get(set);
  if (!done) {
    done = set.load().then(
      (module) => {
        for (const [name, icon] of Object.entries(module.default)) loaded.set(name, icon);
      },
      () => void loading.delete(set),
    );
    loading.set(set, done);
  }
  return done;
}

/** The set to load an icon from: one already on its way if any, else the first that has it. */
const setOf = (name: string) => {
  const holding = menuIconSets.filter((set) => set.icons.includes(name));
  return holding.find((set) => loading.has(set)) ?? holding[0];
};

function loadIcon(name: string): Promise<IconDefinition | undefined> {
  const set = setOf(name);
  if (!set) return Promise.resolve(undefined);
  return loadSet(set).then(() => loaded.get(name));
}

/**
 * Starts loading the icons of menus about to be drawn (the layout draws its menus just after the
 * page): the first level's and those of the side menu below `root` (a first-level url), so that
 * they are drawn with their icons rather than filled in one by one after. Settles (never fails)
 * once they are in.
 */
export function preloadMenuIcons(root?: string): Promise<void> {
  const sets = menuIconSets.filter((set) => set.root === undefined || set.root === root);
  return Promise.all(sets.map(loadSet)).then(() => undefined);
}

/** A menu icon by its @ant-design/icons name; an empty icon-sized box until its shape arrives. */
export function MenuIcon({ name, ...rest }: { name?: string } & HTMLAttributes<HTMLSpanElement>) {
  const [icon, setIcon] = useState(() => (name ? loaded.get(name) : undefined));
  useEffect(() => {
    if (!name) return;
    // Loaded since the first render (by a preload, or another icon of the same set): take it.
    const known = loaded.get(name);
    if (known) {
      setIcon(known);
      return;
    }
    let live = true;
    loadIcon(name).then((shape) => live && shape && setIcon(shape));
    return () => {
      live = false;
    };
  }, [name]);
  if (!name || !setOf(name)) return null;
  if (!icon)
    return <span role="img" className={`anticon ${rest.className ?? ''}`} style={{ width: '1em', ...rest.style }} />;
  return <AntdIcon {...rest} icon={icon} />;
}
