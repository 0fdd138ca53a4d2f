import { createClient } from './create-client';

/** SPEC section 7: multipart form posts, 60 s. */
export const MULTIPART_TIMEOUT_MS = 60_000;
const client = createClient({ timeoutMs: MULTIPART_TIMEOUT_MS });

export async function postMultipart<T>(path: string, formData: FormData): Promise<T> {
  const response = await client.post<T>(path, formData, { headers: { 'Content-Type': 'multipart/form-data' } });
  return response.data;
}
