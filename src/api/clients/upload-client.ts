import { createClient } from './create-client';

/** SPEC section 7: file uploads (POST), 100 s. */
export const UPLOAD_TIMEOUT_MS = 100_000;
export const uploadClient = createClient({ timeoutMs: UPLOAD_TIMEOUT_MS });
