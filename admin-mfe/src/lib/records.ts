import { callApi, useAction, type ActionOptions } from '@vsp/api-client';
import { api, staleAfter, type BodyOf, type Endpoint, type ResponseOf } from '@vsp/contract';
import { useState } from 'react';
import type { FieldErrors } from './forms';
import { useForm } from './hooks/useForm';

/** The kinds of row the panel adds, edits and deletes: what the dialogs call one, and what a change to one makes stale. */
const RECORDS = {
  events: { noun: 'Event', stale: staleAfter.eventChange },
  vendors: { noun: 'Vendor', stale: staleAfter.vendorChange },
  questions: { noun: 'Question', stale: staleAfter.questionChange },
  users: { noun: 'User', stale: staleAfter.userChange },
} as const;

type RecordKind = keyof typeof RECORDS;
type RowOf<D extends RecordKind> = ResponseOf<(typeof api)[D]['update']>;

export interface RecordDialogProps<Row> {
  /** The row to edit; absent to add one. */
  row?: Row;
  onClose: () => void;
}

/** How a feature's form reads a row, checks its values and turns them into the request body. */
export interface RecordRules<D extends RecordKind, V, K extends string> {
  values: (row?: RowOf<D>) => V;
  validate: (values: V, editing: boolean) => FieldErrors<K>;
  toPayload: (values: V) => BodyOf<(typeof api)[D]['create']>;
}

/** The create and update endpoints of every kind, with the body left open. */
type RecordEndpoints = { create: Endpoint<'POST', string, unknown, unknown>; update: Endpoint<'PUT', `${string}/{id}`, unknown, unknown> };

/**
 * The Add or Edit dialog of one row: a new row is created, an edited one replaced at its id, and the
 * dialog closes once it is saved. Every kind is worded the same way: "Add Event" with "Create Event",
 * or "Edit Event" with "Save Changes"; then "Event created successfully" or "Failed to create event"
 * (updated, update when editing).
 */
export function useRecordDialog<D extends RecordKind, V extends object, K extends string>(
  kind: D,
  rules: RecordRules<D, V, K>,
  row: RowOf<D> | undefined,
  onClose: () => void,
) {
  const { noun, stale } = RECORDS[kind];
  const { create, update }: RecordEndpoints = api[kind];
  const editing = row !== undefined;
  const form = useForm({
    initial: () => rules.values(row),
    validate: (values) => rules.validate(values, editing),
    save: (values) => {
      const body = rules.toPayload(values);
      return row ? callApi(update, { params: { id: row.id }, body }) : callApi(create, { body });
    },
    stale,
    success: { title: `${noun} ${editing ? 'updated' : 'created'} successfully` },
    failure: `Failed to ${editing ? 'update' : 'create'} ${noun.toLowerCase()}`,
    onSaved: onClose,
  });
  const dialog = {
    title: `${editing ? 'Edit' : 'Add'} ${noun}`,
    submitLabel: editing ? 'Save Changes' : `Create ${noun}`,
    pending: form.pending,
    onSubmit: form.submit,
    onClose,
  };
  return { ...form, editing, dialog };
}

export interface RecordDeleteOptions<Row> {
  /** The error toast; by default "Error" with the server's message, or "Failed to delete event" when it gave none. */
  failure?: ActionOptions<unknown>['failure'];
  onDeleted?: (row: Row) => void;
  /** Leaves the confirmation open after a failed delete, to try again; otherwise it closes either way. */
  keepOpenOnFailure?: boolean;
}

/**
 * The confirmation before deleting one row, and the delete itself: "Event deleted successfully".
 * `ask(row)` opens it; spread `confirmDialog` into the ConfirmDialog.
 */
export function useRecordDelete<D extends RecordKind>(kind: D, options: RecordDeleteOptions<RowOf<D>> = {}) {
  const { noun, stale } = RECORDS[kind];
  const { remove }: { remove: Endpoint<'DELETE', `${string}/{id}`, unknown> } = api[kind];
  const [deleting, setDeleting] = useState<RowOf<D> | null>(null);
  const { run, pending } = useAction();

  const confirm = async () => {
    if (!deleting) return;
    const done = await run(() => callApi(remove, { params: { id: deleting.id } }), {
      stale,
      success: { title: `${noun} deleted successfully` },
      failure: options.failure ?? `Failed to delete ${noun.toLowerCase()}`,
    });
    if (done) options.onDeleted?.(deleting);
    if (done || !options.keepOpenOnFailure) setDeleting(null);
  };

  const confirmDialog = { open: deleting !== null, pending, onConfirm: () => void confirm(), onCancel: () => setDeleting(null) };
  return { deleting, ask: setDeleting, confirmDialog };
}
