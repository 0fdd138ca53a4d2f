import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { Button, Drawer, message, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { compileFieldValidators } from '../meta/rules';
import {
  buildFormSchema,
  submitEntityForm,
  TEXTS,
  toFormValues,
  useDataProvider,
  useMetaBundle,
  useRecord,
  type RowId,
} from '../engine';
import { useI18n } from '../i18n';
import type { EntityFile } from '../meta/model';
import { focusFirstError } from './focus-first-error';
import { SchemaField } from './schema-field';
import { useFormScope } from './use-form-scope';

interface EntityFormProps {
  entity: EntityFile;
  /** Edit this row; create a new one when omitted. */
  id?: RowId;
  /** Values a new row starts with beyond the schema defaults (e.g. the parent of a related list). */
  initialValues?: Record<string, unknown>;
  onClose(): void;
  onSaved(): void;
}

/** The create/edit form in a drawer: rules checked on submit, server field errors on their fields. */
export function EntityForm({ entity, id, initialValues, onClose, onSaved }: EntityFormProps) {
  const { tr, locale } = useI18n();
  const bundle = useMetaBundle();
  const provider = useDataProvider();
  const scope = useFormScope();
  const record = useRecord(entity, id);
  const [saving, setSaving] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // Cross-field rules name the other field by its title, as the server's messages do.
  const fieldTitles = useMemo(
    () => Object.fromEntries(Object.entries(entity.fields).map(([name, field]) => [name, field.title])),
    [entity],
  );
  const schema = useMemo(
    () =>
      buildFormSchema(entity, {
        bundle,
        locale,
        validatorsOf: (_name, field) => compileFieldValidators(field, locale, { fieldTitles }) as unknown[],
      }),
    [entity, bundle, locale, fieldTitles],
  );
  const form = useMemo(
    () => createForm({ initialValues: record.row ? toFormValues(entity, record.row) : { ...initialValues } }),
    [entity, record.row, initialValues],
  );
  useEffect(() => () => form.onUnmount(), [form]);

  const submit = async () => {
    setSaving(true);
    const outcome = await submitEntityForm({ form, provider, entity, id }).finally(() => setSaving(false));
    if (outcome.ok) {
      message.success(tr(TEXTS.saved));
      onSaved();
      return;
    }
    message.error(
      outcome.kind === 'invalid' ? outcome.messages[0] : (outcome.fieldErrors[0]?.message ?? outcome.message),
    );
    // Formily marks the fields on the next render; focus once it has.
    setTimeout(() => focusFirstError(container.current), 0);
  };

  return (
    <Drawer
      open
      width={Math.min(960, (entity.form.columns ?? 2) * 360)}
      title={`${tr(id === undefined ? TEXTS.add : TEXTS.edit)} ${tr(entity.title)}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{tr(TEXTS.cancel)}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-action="submit">
            {tr(TEXTS.save)}
          </Button>
        </Space>
      }
    >
      <div ref={container} className="entity-form">
        {record.loading ? (
          <Spin />
        ) : (
          <FormProvider form={form}>
            <FormLayout layout="vertical">
              <SchemaField schema={schema} scope={scope} />
            </FormLayout>
          </FormProvider>
        )}
      </div>
    </Drawer>
  );
}
