import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { message, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { API_CODES, type FieldError } from '../meta/api-codes';
import { compileFieldValidators } from '../meta/rules';
import { applyFieldErrors, buildFormSchema, TEXTS, useDataProvider, useMetaBundle, type Row } from '../engine';
import { useI18n } from '../i18n';
import type { EntityFile, StatusAction } from '../meta/model';
import { FLOW_TEXTS } from '../registry/widgets/flow-texts';
import { focusFirstError } from './focus-first-error';
import { SchemaField } from './schema-field';
import { useFormScope } from './use-form-scope';

export interface ActionFormDialogProps {
  entity: EntityFile;
  action: StatusAction;
  rows: Row[];
  onClose(): void;
  /** The action ran: the screen reloads. */
  onDone(): void;
}

/** The action form as a one-column form of its own declared fields. */
export const actionFormEntity = (entity: EntityFile, action: StatusAction): EntityFile => ({
  ...entity,
  fields: action.form?.fields ?? {},
  form: { columns: 1, fields: Object.keys(action.form?.fields ?? {}) },
});

/**
 * A status action's form (reason, assignee, amount): checked with the same rules the server
 * applies, then sent with the action; the server's field errors land on their fields.
 */
export function ActionFormDialog({ entity, action, rows, onClose, onDone }: ActionFormDialogProps) {
  const { tr, locale } = useI18n();
  const bundle = useMetaBundle();
  const provider = useDataProvider();
  const scope = useFormScope();
  const [sending, setSending] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const formEntity = useMemo(() => actionFormEntity(entity, action), [entity, action]);
  const schema = useMemo(
    () =>
      buildFormSchema(formEntity, {
        bundle,
        locale,
        actionName: action.name,
        validatorsOf: (_name, field) => compileFieldValidators(field, locale) as unknown[],
      }),
    [formEntity, bundle, locale, action.name],
  );
  const form = useMemo(() => createForm(), []);
  useEffect(() => () => form.onUnmount(), [form]);

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      setTimeout(() => focusFirstError(container.current), 0);
      return;
    }
    setSending(true);
    const ids = rows.map((row) => row.id);
    const input = form.values as Record<string, unknown>;
    const answer = await provider
      .runStatusAction({ entity, name: action.name, ids, input })
      .finally(() => setSending(false));
    if (answer.code === 0) {
      message.success(tr(TEXTS.done));
      onDone();
      return;
    }
    if (answer.code === API_CODES.VALIDATION_FAILED) {
      applyFieldErrors(form, (answer.data as { errors?: FieldError[] } | null)?.errors ?? []);
    }
    message.error(answer.msg);
  };

  return (
    <Modal
      open
      title={tr(action.title)}
      okText={tr(FLOW_TEXTS.confirm)}
      cancelText={tr(FLOW_TEXTS.cancel)}
      okButtonProps={{ danger: action.danger, loading: sending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div ref={container} className="action-form" data-action-form={action.name}>
        <FormProvider form={form}>
          <FormLayout layout="vertical">
            <SchemaField schema={schema} scope={scope} />
          </FormLayout>
        </FormProvider>
      </div>
    </Modal>
  );
}
