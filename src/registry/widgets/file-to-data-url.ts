/**
 * The server has no upload route: an image or file is stored in its text column as a data:
 * URL, or the user types a URL. Kept small on purpose (the limit is the request body size).
 */
export const MAX_UPLOAD_BYTES = 512 * 1024;

export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Several files share one text value, one URL a line (data: URLs hold no new line). */
export const splitUrls = (value: unknown) => (typeof value === 'string' && value ? value.split('\n') : []);
