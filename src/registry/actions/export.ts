import { defineAction } from '../define-action';

export default defineAction({ id: 'export', run: ({ screen }) => screen.exportRows() });
