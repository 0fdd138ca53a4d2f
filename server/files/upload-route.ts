import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODES } from '../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { DEFAULT_MAX_UPLOAD_BYTES, t, type EntityFile, type FieldDef, type Locale } from '../../src/meta/model';
import { requireSession } from '../auth/guard';
import { CrudError } from '../crud/crud-error';
import { answer, entityPath, sellerOf, type EntityRouteContext } from '../crud/route-kit';
import { ApiError, ERRORS, message } from '../messages';
import { declareAccess } from '../permissions/route-access';
import type { FileStore } from './file-store';
import { fieldAccepts, uploadKindOf } from './upload-kinds';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The entity's image and file fields by name, and its rich text fields (which take pictures). */
const fileFields = (entity: EntityFile) =>
  new Map(
    Object.entries(entity.fields).filter(
      ([, field]) => field.type === 'image' || field.type === 'file' || field.widget === 'rich-text',
    ),
  );

/** Writing files is part of writing rows: the caller needs the page's add or edit button. */
function requireWriteAction(entity: EntityFile) {
  const keys = [OPERATION_ACTIONS.save, OPERATION_ACTIONS.update].map((a) => actionKey(entity.pageId, a));
  const guard = async (request: FastifyRequest) => {
    await requireSession(request);
    if (!keys.some((key) => request.session!.actions.has(key))) {
      throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${keys.join(' or ')}`);
    }
  };
  return declareAccess(guard, { kind: 'anyAction', keys });
}

const refuse = (text: string, field: string) =>
  new CrudError(API_CODES.VALIDATION_FAILED, text, { errors: [{ field, message: text }] });

async function readUpload(request: FastifyRequest, name: string, field: FieldDef, locale: Locale) {
  const title = t(field.title, locale);
  const limit = field.maxSize ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (!request.isMultipart()) throw refuse(message(locale, 'uploadNoFile'), name);
  const file = await request.file({ limits: { fileSize: limit, files: 1, fields: 0 } });
  if (!file) throw refuse(message(locale, 'uploadNoFile'), name);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refuse(message(locale, 'uploadTooLarge', title, size(limit)), name);
    }
    throw error;
  }
  if (data.length === 0) throw refuse(message(locale, 'uploadNoFile'), name);
  const kind = uploadKindOf(data, file.filename);
  if (!fieldAccepts(field, kind)) throw refuse(message(locale, 'uploadBadType', title), name);
  return { data, kind, fileName: file.filename };
}

/**
 * `POST /api/<service>/<resource>/upload?field=<name>`: one multipart file for one of the
 * entity's image or file fields, checked against the field's `accept` and `maxSize`, kept by
 * the file store under the caller's seller and a random name. Answers `{ url, name, size }`;
 * the form puts the URL into the field's list, and the row is written by save or update.
 */
export function registerUploadRoute(app: FastifyInstance, context: EntityRouteContext, store: FileStore): void {
  const { entity } = context;
  const fields = fileFields(entity);
  if (fields.size === 0) return;
  app.post(entityPath(entity, 'upload'), { preHandler: requireWriteAction(entity) }, (request, reply) =>
    answer(request, reply, async (locale) => {
      const name = String((request.query as Record<string, unknown>).field ?? '');
      const field = fields.get(name);
      if (!field) throw refuse(message(locale, 'uploadNoField', name || '-'), name);
      const { data, kind, fileName } = await readUpload(request, name, field, locale);
      const key = `${sellerOf(request)}/${randomBytes(16).toString('hex')}.${kind.ext}`;
      const url = await store.put(key, data, kind.contentType);
      return { url, name: fileName, size: data.length };
    }),
  );
}
