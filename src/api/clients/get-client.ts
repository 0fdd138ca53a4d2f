import { createClient } from './create-client';

/** SPEC section 7: the GET client, 15 s. */
export const GET_TIMEOUT_MS = 15_000;
export const getClient = createClient({ timeoutMs: GET_TIMEOUT_MS });
