import type { AdminUser } from '@vsp/bff/api-types';
import { Checkbox, FormField, TextField } from '@vsp/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminAction } from '../../../lib/action';
import { FormDialog } from '../../../lib/components/FormDialog';
import { hasErrors, type FieldErrors } from '../../../lib/forms';
import { createUser, updateUser, USER_STALE_KEYS } from '../api/mutations';
import { toUserPayload, userFormValues, validateUser, type UserField, type UserFormValues } from '../utils/userForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export interface UserFormDialogProps {
  /** The user to edit; absent to add one. */
  user?: AdminUser;
  onClose: () => void;
}

/** Add User and edit forms (spec 2.8): the fields of a user and the Administrator flag. */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const editing = user !== undefined;
  const [values, setValues] = useState<UserFormValues>(() => userFormValues(user));
  const [errors, setErrors] = useState<FieldErrors<UserField>>({});
  const { run, pending } = useAdminAction();

  const field = (name: UserField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async () => {
    const found = validateUser(values, editing);
    setErrors(found);
    if (hasErrors(found)) return;
    const payload = toUserPayload(values);
    const saved = await run(() => (editing ? updateUser(user.id, payload) : createUser(payload)), {
      stale: USER_STALE_KEYS,
      success: { title: editing ? 'User updated successfully' : 'User created successfully' },
      failure: editing ? 'Failed to update user' : 'Failed to create user',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog
      open
      title={editing ? 'Edit User' : 'Add User'}
      submitLabel={editing ? 'Save Changes' : 'Create User'}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Columns>
        <FormField label="Username" required error={errors.username}>
          <TextField autoComplete="off" {...field('username')} />
        </FormField>
        <FormField
          label="Password"
          required={!editing}
          error={errors.password}
          help={editing ? 'Leave blank to keep the current password' : undefined}
        >
          <TextField type="password" autoComplete="new-password" {...field('password')} />
        </FormField>
        <FormField label="Full Name" required error={errors.name}>
          <TextField {...field('name')} />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <TextField type="email" {...field('email')} />
        </FormField>
        <FormField label="Level" error={errors.level}>
          <TextField {...field('level')} />
        </FormField>
        <FormField label="Role" error={errors.role}>
          <TextField {...field('role')} />
        </FormField>
        <FormField label="Functional Area" error={errors.functionalArea}>
          <TextField {...field('functionalArea')} />
        </FormField>
      </Columns>
      <Checkbox
        label="Administrator"
        description="Can open the Administration panel and manage all data"
        checked={values.isAdmin}
        onChange={(event) => setValues((current) => ({ ...current, isAdmin: event.target.checked }))}
      />
    </FormDialog>
  );
}
