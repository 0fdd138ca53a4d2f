import { defineAction } from '../define-action';

export default defineAction({ id: 'get', run: ({ rows, screen }) => rows[0] && screen.openDetail(rows[0]) });
