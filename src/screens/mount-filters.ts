import { createContext } from 'react';
import type { FixedFilters } from './route-map';

/**
 * The filters of the menu path an entity's list is mounted at (`fixedFilters` of a menu item
 * with `screen: "entity:<name>"`): the recharge activities are the activity list narrowed to
 * type 1. Only the page's own list takes them, not the lists inside its tabs.
 */
export const MountFilters = createContext<FixedFilters | undefined>(undefined);
