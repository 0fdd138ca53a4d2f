import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { message, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { API_CODES, type FieldError } from '../meta/api-codes';
import { compileFieldValidators } from '../meta/rules';
import {
  applyFieldErrors,
  buildFormSchema,
  startingValues,
  startsFromRecord,
  TEXTS,
  useDataProvider,
  useMetaBundle,
  type Row,
} from '../engine';
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

const WIDE_DIALOG = 880;

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
  const fields = action.form?.fields;
  const hasTable = Object.values(fields ?? {}).some((field) => field.sub !== undefined);
  // A form on one record may start from it: a table with a row per checklist item to answer.
  const single = rows.length === 1 ? rows[0] : undefined;
  useEffect(() => {
    if (!single || !fields || !startsFromRecord(fields)) return;
    let live = true;
    void provider.get({ entity, id: single.id }).then((answer) => {
      if (live && answer.code === 0) form.setValues(startingValues(fields, answer.data));
    });
    return () => {
      live = false;
    };
  }, [provider, entity, single, fields, form]);

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
      message.success(tr(action.done ?? TEXTS.done));
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
      // A table of rows (a result per checklist item) needs the room of a wide dialog.
      width={hasTable ? WIDE_DIALOG : undefined}
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
