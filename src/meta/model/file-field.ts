import { Type } from '@sinclair/typebox';

/** Largest upload when a file or image field declares no maxSize: 5 MB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Properties of "image" and "file" fields: which uploads the server accepts for them. */
export const FILE_FIELD_PROPERTIES = {
  accept: Type.Optional(
    Type.Array(
      Type.String({
        pattern: '^(\\.[a-z0-9]+|[a-z]+/(\\*|[a-z0-9.+-]+))$',
        description: 'A file extension (".pdf") or a media type ("image/png", "image/*").',
      }),
      {
        minItems: 1,
        description:
          'Image or file fields: accepted kinds of upload; images default to png, jpeg, gif and webp, files to anything.',
      },
    ),
  ),
  maxSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100 * 1024 * 1024,
      description: 'Image or file fields: largest accepted upload in bytes; 5 MB when omitted.',
    }),
  ),
};
