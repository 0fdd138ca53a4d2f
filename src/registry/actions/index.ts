import { createRegistry } from '../create-registry';
import add from './add';
import addChild from './add-child';
import custom from './custom';
import deleteAction from './delete';
import edit from './edit';
import exportAction from './export';
import importAction from './import';
import move from './move';
import status from './status';
import test from './test';
import view from './view';

/** Every action kind the toolbar, rows and bulk bar offer. */
export const actionRegistry = createRegistry('action', [
  add,
  edit,
  view,
  deleteAction,
  importAction,
  exportAction,
  status,
  move,
  addChild,
  test,
  custom,
]);
