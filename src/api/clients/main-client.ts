import { createClient } from './create-client';

/** SPEC section 7: the main JSON client, 60 s, Authorization header with the token. */
export const MAIN_TIMEOUT_MS = 60_000;
export const mainClient = createClient({ timeoutMs: MAIN_TIMEOUT_MS });
