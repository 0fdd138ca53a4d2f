import './auth/restore-first';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReporting } from './app/chunk-errors';
import { installTabCloseCleanup } from './auth/tab-close-cleanup';

installTabCloseCleanup();
installChunkErrorReporting();

createRoot(document.getElementById('root')!).render(<App />);
