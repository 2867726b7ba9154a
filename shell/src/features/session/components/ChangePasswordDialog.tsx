import { useAction } from '@vsp/api-client';
import { PASSWORD_POLICY, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@vsp/contract';
import { Button, Dialog, FormField, FormLayout, Inline, Text, TextField } from '@vsp/design-system';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { changePassword } from '../api/mutations';

const SecondFactorLine = styled(Inline)`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmation: '' };

/** Passwords are checked as typed, never trimmed; the server also refuses the most common ones. */
function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  if (!values.newPassword) errors.newPassword = 'New password is required';
  else if (values.newPassword.length < PASSWORD_POLICY.minLength) errors.newPassword = PASSWORD_TOO_SHORT;
  else if (values.newPassword.length > PASSWORD_POLICY.maxLength) errors.newPassword = PASSWORD_TOO_LONG;
  if (values.confirmation !== values.newPassword) errors.confirmation = 'The passwords do not match';
  return errors;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens the two-step sign-in's own dialog, for a second factor beside the password. */
  onSecondFactor?: () => void;
}

/**
 * The signed-in person replaces their own password: the current one proves it is them. Their other
 * sessions end; this one stays.
 */
export function ChangePasswordDialog({ open, onClose, onSecondFactor }: ChangePasswordDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending } = useAction();

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changed = await run(() => changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }), {
      // Nothing cached shows a password.
      stale: [],
      success: { title: 'Success', description: 'Password changed; your other sessions have been signed out' },
      failure: 'Failed to change the password',
    });
    if (changed) close();
  }

  const field = (name: keyof Values) => ({
    name,
    type: 'password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : close}
      title="Change Password"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel="Saving...">
            Change Password
          </Button>
        </>
      }
    >
      <FormLayout id={formId} onSubmit={submit} noValidate aria-label="Change password">
        <FormField label="Current Password" required error={errors.currentPassword}>
          <TextField autoComplete="current-password" {...field('currentPassword')} />
        </FormField>
        <FormField
          label="New Password"
          required
          error={errors.newPassword}
          help={`${PASSWORD_POLICY.minLength} to ${PASSWORD_POLICY.maxLength} characters, not a common password`}
        >
          <TextField autoComplete="new-password" {...field('newPassword')} />
        </FormField>
        <FormField label="Confirm New Password" required error={errors.confirmation}>
          <TextField autoComplete="new-password" {...field('confirmation')} />
        </FormField>
      </FormLayout>
      {onSecondFactor && (
        <SecondFactorLine justify="between">
          <Text size="sm" tone="muted">
            Protect your account with a code from your phone as well.
          </Text>
          <Button variant="outline" size="sm" onClick={onSecondFactor} disabled={pending}>
            Two-Step Sign-In
          </Button>
        </SecondFactorLine>
      )}
    </Dialog>
  );
}
