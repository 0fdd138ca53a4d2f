import type { FieldDef } from '../../src/meta/model';

export interface UploadKind {
  /** The extension the stored file gets. */
  ext: string;
  /** What the file is served as. */
  contentType: string;
  image: boolean;
}

/** Images are recognised by their first bytes, never by the name the browser sent. */
const IMAGE_SIGNATURES: [UploadKind, (b: Buffer) => boolean][] = [
  [
    { ext: 'png', contentType: 'image/png', image: true },
    (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  ],
  [
    { ext: 'jpg', contentType: 'image/jpeg', image: true },
    (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  ],
  [
    { ext: 'gif', contentType: 'image/gif', image: true },
    (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  ],
  [
    { ext: 'webp', contentType: 'image/webp', image: true },
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

const PDF = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * What an upload is, from its bytes and (for plain files) its name: an image by signature,
 * anything else as an opaque download with the name's extension. SVG and HTML are never
 * taken for images: a browser would run their scripts.
 */
export function uploadKindOf(data: Buffer, fileName: string): UploadKind {
  for (const [kind, matches] of IMAGE_SIGNATURES) if (matches(data)) return kind;
  if (PDF(data)) return { ext: 'pdf', contentType: 'application/pdf', image: false };
  const ext = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
  return { ext, contentType: 'application/octet-stream', image: false };
}

/**
 * Does the field accept this kind of upload? Images need an image, and so do the pictures of a
 * rich text field; `accept` narrows further.
 */
export function fieldAccepts(field: FieldDef, kind: UploadKind): boolean {
  if ((field.type === 'image' || field.widget === 'rich-text') && !kind.image) return false;
  const accept = field.accept;
  if (!accept) return true;
  return accept.some((entry) => {
    if (entry.startsWith('.')) return entry.slice(1) === kind.ext || (entry === '.jpeg' && kind.ext === 'jpg');
    if (entry.endsWith('/*')) return kind.contentType.startsWith(entry.slice(0, -1));
    return entry === kind.contentType;
  });
}

/** The content type a stored file is served with, from its extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.split('.').at(-1);
  for (const [kind] of IMAGE_SIGNATURES) if (kind.ext === ext) return kind.contentType;
  return ext === 'pdf' ? 'application/pdf' : 'application/octet-stream';
}
