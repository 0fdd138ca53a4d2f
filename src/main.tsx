import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReporting } from './app/chunk-errors';
import { installTabCloseCleanup, restoreAfterReload } from './auth/tab-close-cleanup';

// Put back what a reload's unload cleared before anything reads the token.
restoreAfterReload();
installTabCloseCleanup();
installChunkErrorReporting();

createRoot(document.getElementById('root')!).render(<App />);
