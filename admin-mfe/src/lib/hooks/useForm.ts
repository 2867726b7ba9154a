import { useAction, type ActionOptions } from '@vsp/api-client';
import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../forms';

/** The names of V's fields whose values are of type F. */
type FieldsOf<V, F> = { [P in keyof V]: V[P] extends F ? P : never }[keyof V];

export interface FormSetup<V, K extends string, T> extends ActionOptions<T> {
  initial: () => V;
  /** A message per failing field; nothing is sent while there is one. */
  validate: (values: V) => FieldErrors<K>;
  /** The change the form makes with its values. */
  save: (values: V) => Promise<T>;
  /** After a successful save, e.g. to close the dialog. */
  onSaved?: () => void;
}

/**
 * One admin form: its values, the messages of its checks, and a submit that checks the values and,
 * when they pass, runs the change through the api client's action (pending flag, toast, refresh of
 * what the change made stale).
 */
export function useForm<V extends object, K extends string, T>({ initial, validate, save, onSaved, ...action }: FormSetup<V, K, T>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const { run, pending } = useAction();

  /** One value set directly, for a control that is no text input or checkbox (a chosen file). */
  const set = <P extends keyof V>(name: P, value: V[P]) => setValues((current) => ({ ...current, [name]: value }));

  /** A text input's value and change handler. */
  const field = (name: FieldsOf<V, string>) => ({
    value: values[name] as string,
    onChange: (change: { target: { value: string } }) => set(name, change.target.value as V[typeof name]),
  });

  /** A checkbox's state and change handler. */
  const checkbox = (name: FieldsOf<V, boolean>) => ({
    checked: values[name] as boolean,
    onChange: (change: { target: { checked: boolean } }) => set(name, change.target.checked as V[typeof name]),
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    if (await run(() => save(values), action)) onSaved?.();
  };

  return { values, errors, pending, set, field, checkbox, submit };
}
