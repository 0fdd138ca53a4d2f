import type { Form } from '@formily/core';
import type { FieldError } from '../meta/api-codes';
import type { EntityFile } from '../meta/model';
import type { DataProvider, RowId } from './data-provider';

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; kind: 'invalid'; messages: string[] }
  | { ok: false; kind: 'refused'; message: string; fieldErrors: FieldError[] };

/** Puts the server's field errors on their fields, as if the form's own rules had failed. */
export function applyFieldErrors(form: Form, errors: FieldError[]): void {
  for (const { field, message } of errors) {
    form.setFieldState(field, (state) => {
      state.selfErrors = [message];
    });
  }
}

/**
 * Validates the form with its rules, then creates or updates the row. Every failing field is
 * marked by formily; the messages come back in form order so the screen shows the first.
 */
export async function submitEntityForm(params: {
  form: Form;
  provider: DataProvider;
  entity: EntityFile;
  id?: RowId;
}): Promise<SubmitOutcome> {
  const { form, provider, entity, id } = params;
  try {
    await form.validate();
  } catch {
    const messages = form.errors.flatMap((e) => e.messages ?? []).map(String);
    return { ok: false, kind: 'invalid', messages };
  }
  const values = form.values as Record<string, unknown>;
  const answer =
    id === undefined ? await provider.create({ entity, values }) : await provider.update({ entity, id, values });
  if (answer.code === 0) return { ok: true };
  // Rules the server checks (a value already taken, a reference gone) name their field too.
  const errors = (answer.data as { errors?: unknown } | null)?.errors;
  const fieldErrors = Array.isArray(errors) ? (errors as FieldError[]) : [];
  applyFieldErrors(form, fieldErrors);
  return { ok: false, kind: 'refused', message: answer.msg, fieldErrors };
}
