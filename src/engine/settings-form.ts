import type { ISchema } from '@formily/react';
import type { EntityFile, FieldDef, Locale } from '../meta/model';
import { t } from '../meta/model/plain';
import { CAPABILITY_TEXTS } from './capability-texts';

/** Which secrets of a row are stored (`$secrets` of a get answer). */
export const storedSecrets = (row: Record<string, unknown> | undefined): Record<string, boolean> =>
  (row?.$secrets as Record<string, boolean> | undefined) ?? {};

/**
 * A secret that is already stored is not demanded again: an empty input keeps it. Its rules
 * lose "required"; the others (length, pattern) still check a new value.
 */
export function secretField(field: FieldDef, stored: boolean): FieldDef {
  if (!field.secret || !stored) return field;
  const rules = (field.rules ?? '')
    .split('|')
    .filter((rule) => rule && rule !== 'required')
    .join('|');
  return { ...field, rules };
}

/**
 * Secret inputs in a form schema: typed as passwords, never filled from the browser's saved
 * logins, and saying "set, leave empty to keep it" when a value is stored.
 */
export function withSecretInputs(
  schema: ISchema,
  entity: EntityFile,
  secrets: Record<string, boolean>,
  locale: Locale,
): ISchema {
  const visit = (node: ISchema) => {
    for (const [name, child] of Object.entries(node.properties ?? {}) as [string, ISchema][]) {
      const field = entity.fields[name];
      if (field?.secret) {
        const props = (child['x-component-props'] ?? {}) as Record<string, unknown>;
        child['x-component-props'] = {
          ...props,
          type: 'password',
          autoComplete: 'new-password',
          placeholder: secrets[name] ? t(CAPABILITY_TEXTS.secretKeep, locale) : props.placeholder,
        };
        if (secrets[name]) child['x-decorator-props'] = {};
      }
      visit(child);
    }
  };
  visit(schema);
  return schema;
}
