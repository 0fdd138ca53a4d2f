import { restoreAfterReload } from './tab-close-cleanup';

// Imported first by main.tsx: modules evaluate in import order, so what a reload's unload
// cleared is back before the session store reads the token at its own evaluation.
restoreAfterReload();
