import { defineAction } from '../define-action';

export default defineAction({ id: 'import', run: ({ screen }) => screen.openImport() });
