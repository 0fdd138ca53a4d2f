/** The file name of a Content-Disposition header, preferring the UTF-8 `filename*` form. */
export function filenameFromDisposition(disposition: string, fallback = 'download'): string {
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed escapes: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}
