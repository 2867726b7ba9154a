import { useAction } from '@vsp/api-client';
import { staleAfter } from '@vsp/contract';
import { Button, Dialog, FormField, Skeleton, Stack, Text, TextField } from '@vsp/design-system';
import { useId, type FormEvent } from 'react';
import { disableSecondFactor } from '../api/mutations';
import { useSecondFactor } from '../api/use-second-factor';
import { useCodeField } from '../hooks/use-code-field';
import { SecondFactorSetup } from './SecondFactorSetup';

export interface SecondFactorDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Turning the signed-in person's own two-step sign-in on, or off with a code. */
export function SecondFactorDialog({ open, onClose }: SecondFactorDialogProps) {
  const formId = useId();
  const { data: status, mutate } = useSecondFactor(open);
  const { field, error, take, clear } = useCodeField();
  const { run, pending } = useAction();

  function close() {
    clear();
    onClose();
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    const code = take();
    if (!code) return;
    const done = await run(() => disableSecondFactor(code), {
      stale: staleAfter.secondFactorChange,
      success: { title: 'Success', description: 'Two-step sign-in is off' },
      failure: 'Failed to turn off two-step sign-in',
    });
    if (done) close();
    else clear();
  }

  const turningOff = status?.enabled === true;
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : close}
      title="Two-Step Sign-In"
      footer={
        turningOff ? (
          <>
            <Button variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="destructive" pending={pending} pendingLabel="Turning Off...">
              Turn Off
            </Button>
          </>
        ) : undefined
      }
    >
      {!status ? (
        <Skeleton height={120} aria-label="Loading..." />
      ) : turningOff ? (
        <Stack as="form" id={formId} gap={4} onSubmit={turnOff} noValidate aria-label="Turn off two-step sign-in">
          <Text>Two-step sign-in is on. To turn it off, enter a code from your authenticator app or a recovery code.</Text>
          <FormField label="Code" error={error} required>
            <TextField {...field} />
          </FormField>
        </Stack>
      ) : (
        <SecondFactorSetup
          onDone={() => {
            void mutate();
            close();
          }}
        />
      )}
    </Dialog>
  );
}
