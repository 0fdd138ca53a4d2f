import { defineAction } from '../define-action';

export default defineAction({ id: 'add', run: ({ screen }) => screen.openCreate() });
