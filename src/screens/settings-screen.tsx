import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { Alert, Button, Card, message, Space, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyFieldErrors,
  buildFormSchema,
  CAPABILITY_TEXTS,
  secretField,
  storedSecrets,
  TEXTS,
  toFormValues,
  useDataProvider,
  useMetaBundle,
  withSecretInputs,
  type Row,
} from '../engine';
import { useI18n } from '../i18n';
import { API_CODES, type FieldError } from '../meta/api-codes';
import { actionKey, TEST_ACTION } from '../meta/entity-actions';
import type { EntityFile } from '../meta/model';
import { compileFieldValidators } from '../meta/rules';
import { focusFirstError } from './focus-first-error';
import { SchemaField } from './schema-field';
import { useCan } from './use-can';
import { useFormScope } from './use-form-scope';

/**
 * A settings screen ("single" or "kv"): no list, the seller's settings in one form, loaded with
 * get and written with save. Secrets show as password inputs that stay empty; the declared
 * connection test tries the host and port in the form, saved or not.
 */
export function SettingsScreen({ entity }: { entity: EntityFile }) {
  const { tr, locale } = useI18n();
  const bundle = useMetaBundle();
  const provider = useDataProvider();
  const scope = useFormScope();
  const can = useCan();
  const container = useRef<HTMLDivElement>(null);
  const [row, setRow] = useState<Row>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'test'>();

  const call = useCallback(
    (operation: string, body: Record<string, unknown>) => {
      if (!provider.call) throw new Error('the data provider cannot call settings routes');
      return provider.call({ entity, operation, body });
    },
    [provider, entity],
  );
  const load = useCallback(() => {
    call('get', {})
      .then((answer) => (answer.code === 0 ? setRow(answer.data as Row) : setError(answer.msg)))
      .catch((e: unknown) => setError((e as Error).message));
  }, [call]);
  useEffect(load, [load]);

  const secrets = useMemo(() => storedSecrets(row), [row]);
  const schema = useMemo(
    () =>
      withSecretInputs(
        buildFormSchema(entity, {
          bundle,
          locale,
          validatorsOf: (name, field) => compileFieldValidators(secretField(field, secrets[name]), locale) as unknown[],
        }),
        entity,
        secrets,
        locale,
      ),
    [entity, bundle, locale, secrets],
  );
  const form = useMemo(() => createForm({ initialValues: row ? toFormValues(entity, row) : {} }), [entity, row]);
  useEffect(() => () => form.onUnmount(), [form]);

  const refused = (msg: string, data: unknown) => {
    applyFieldErrors(form, ((data as { errors?: FieldError[] } | null)?.errors ?? []) as FieldError[]);
    message.error(msg);
    setTimeout(() => focusFirstError(container.current), 0);
  };

  const save = async () => {
    try {
      await form.validate();
    } catch {
      setTimeout(() => focusFirstError(container.current), 0);
      return;
    }
    setBusy('save');
    const answer = await call('save', form.values as Record<string, unknown>).finally(() => setBusy(undefined));
    if (answer.code !== 0) return refused(answer.msg, answer.code === API_CODES.VALIDATION_FAILED ? answer.data : null);
    message.success(tr(TEXTS.saved));
    setRow(answer.data as Row);
  };

  const test = async () => {
    setBusy('test');
    const answer = await call('test', form.values as Record<string, unknown>).finally(() => setBusy(undefined));
    if (answer.code !== 0) return refused(answer.msg, answer.data);
    const { host, port, elapsedMs } = answer.data as { host: string; port: number; elapsedMs: number };
    message.success(tr(CAPABILITY_TEXTS.testPassed, { host, port, ms: elapsedMs }));
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  return (
    <Card
      className="settings-screen"
      data-entity={entity.name}
      title={tr(entity.title)}
      extra={
        <Space>
          {entity.test && can(actionKey(entity.pageId, TEST_ACTION)) && (
            <Button loading={busy === 'test'} onClick={test} data-action="test">
              {tr(entity.test.title)}
            </Button>
          )}
          {can(actionKey(entity.pageId, 'edit')) && (
            <Button type="primary" loading={busy === 'save'} onClick={save} data-action="submit">
              {tr(TEXTS.save)}
            </Button>
          )}
        </Space>
      }
    >
      <div ref={container} className="entity-form">
        {!row ? (
          <Spin />
        ) : (
          <FormProvider form={form}>
            <FormLayout layout="vertical">
              <SchemaField schema={schema} scope={scope} />
            </FormLayout>
          </FormProvider>
        )}
      </div>
    </Card>
  );
}
