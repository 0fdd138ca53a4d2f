/** What the capabilities of the schema format (references, settings kinds, secrets) look like in a schema. */
import type { EntityFile, FieldDef } from './model/entity';

/** A "references" field: several ids of another entity's rows, kept in a join table. */
export const isManyReference = (field: FieldDef | undefined) => field?.type === 'references';

/** Secrets are written, never read back. */
export const isSecret = (field: FieldDef | undefined) => field?.secret === true;

/** Settings entities (one row per seller, or key-value) have no list, only get and save. */
export const isSettingsEntity = (entity: EntityFile) => entity.kind === 'single' || entity.kind === 'kv';

/** Most ids one "references" value may hold. */
export const MAX_MANY_REFERENCES = 1000;

/** What a form shows in a secret's input while a value is stored; sent back, it changes nothing. */
export const SECRET_MASK = '******';

/** An empty value or the mask, sent for a secret, keeps the stored one. */
export const keepsSecret = (value: unknown) =>
  value === undefined || value === null || value === '' || value === SECRET_MASK;

/**
 * A `userRef` field the form edits (not read-only): its form picks a user of the row's seller
 * through the entity's `userOptions` route, and the server accepts only such a user.
 */
export const isPickedUser = (field: FieldDef | undefined) =>
  field?.userRef === true && !field.readOnly && field.serverValue === undefined;

/** The entity's user fields its form edits. */
export const pickedUserFields = (entity: EntityFile): string[] =>
  Object.entries(entity.fields)
    .filter(([, field]) => isPickedUser(field))
    .map(([name]) => name);

/** The dictionary a user field's `userTypes` lists values of: a user's type (dispatch, repair...). */
export const USER_TYPE_DICTIONARY = 'userType';
