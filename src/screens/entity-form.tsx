import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { Button, Card, Drawer, message, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { compileFieldValidators } from '../meta/rules';
import {
  buildFormSchema,
  secretField,
  storedSecrets,
  submitEntityForm,
  TEXTS,
  toFormValues,
  useDataProvider,
  useMetaBundle,
  useRecord,
  withSecretInputs,
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
  /** "page": a full page of its own (form.page routes) instead of a drawer over the list. */
  variant?: 'drawer' | 'page';
}

/** The create/edit form in a drawer: rules checked on submit, server field errors on their fields. */
export function EntityForm({ entity, id, initialValues, onClose, onSaved, variant = 'drawer' }: EntityFormProps) {
  const { tr, locale } = useI18n();
  const bundle = useMetaBundle();
  const provider = useDataProvider();
  const scope = useFormScope();
  const record = useRecord(entity, id);
  const [saving, setSaving] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // A stored secret shows as an empty password input that keeps the value when left empty.
  const secrets = useMemo(() => storedSecrets(record.row), [record.row]);
  // Cross-field rules name the other field by its title, as the server's messages do.
  const fieldTitles = useMemo(
    () => Object.fromEntries(Object.entries(entity.fields).map(([name, field]) => [name, field.title])),
    [entity],
  );
  const schema = useMemo(
    () =>
      withSecretInputs(
        buildFormSchema(entity, {
          bundle,
          locale,
          validatorsOf: (name, field) =>
            compileFieldValidators(secretField(field, secrets[name]), locale, { fieldTitles }) as unknown[],
        }),
        entity,
        secrets,
        locale,
      ),
    [entity, bundle, locale, secrets, fieldTitles],
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

  const title = `${tr(id === undefined ? TEXTS.add : TEXTS.edit)} ${tr(entity.title)}`;
  const buttons = (
    <Space>
      <Button onClick={onClose}>{tr(TEXTS.cancel)}</Button>
      <Button type="primary" loading={saving} onClick={submit} data-action="submit">
        {tr(TEXTS.save)}
      </Button>
    </Space>
  );
  const body = (
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
  );
  if (variant === 'page') {
    return (
      <Card className="entity-form-page" data-entity={entity.name} title={title} extra={buttons}>
        {body}
      </Card>
    );
  }
  return (
    <Drawer
      open
      width={Math.min(960, (entity.form.columns ?? 2) * 360)}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={buttons}
    >
      {body}
    </Drawer>
  );
}
