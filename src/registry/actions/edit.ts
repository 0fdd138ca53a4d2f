import { defineAction } from '../define-action';

export default defineAction({ id: 'edit', run: ({ rows, screen }) => rows[0] && screen.openEdit(rows[0]) });
