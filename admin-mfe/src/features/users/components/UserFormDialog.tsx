import type { AdminUser } from '@vsp/contract';
import { Checkbox, FormField, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../lib/records';
import { toUserPayload, userFormValues, validateUser } from '../utils/userForm';

/** The Add User and Edit User forms: the fields of a user and the Administrator flag. */
export function UserFormDialog({ row, onClose }: RecordDialogProps<AdminUser>) {
  const { editing, errors, field, checkbox, dialog } = useRecordDialog('users', { values: userFormValues, validate: validateUser, toPayload: toUserPayload }, row, onClose);

  return (
    <FormDialog open {...dialog} size="lg">
      <FormColumns $min="200px">
        <FormField label="Username" required error={errors.username}>
          <TextField autoComplete="off" {...field('username')} />
        </FormField>
        {row?.sso ? (
          // An account made by single sign-on signs in at the organisation's provider: the portal keeps no password for it.
          <FormField label="Password" help="Signs in through single sign-on">
            <TextField type="password" disabled value="" readOnly />
          </FormField>
        ) : (
          <FormField
            label="Password"
            required={!editing}
            error={errors.password}
            help={editing ? 'Leave blank to keep the current password' : undefined}
          >
            <TextField type="password" autoComplete="new-password" {...field('password')} />
          </FormField>
        )}
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
      </FormColumns>
      <Checkbox label="Administrator" description="Can open the Administration panel and manage all data" {...checkbox('isAdmin')} />
    </FormDialog>
  );
}
