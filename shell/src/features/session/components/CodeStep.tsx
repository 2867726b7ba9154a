import { serverMessageOf } from '@vsp/api-client';
import type { CurrentUser } from '@vsp/contract';
import { Button, FormField, Stack, Text, TextField, toast } from '@vsp/design-system';
import { useState, type FormEvent } from 'react';
import { completeSignIn } from '../api/mutations';
import { useCodeField } from '../hooks/use-code-field';

export interface CodeStepProps {
  onSignedIn: (user: CurrentUser) => Promise<void>;
  /** Back to the password, to start the sign-in again. */
  onRestart: () => void;
}

/** The second step of signing in to an account with a second factor: a code of the app, or a recovery code. */
export function CodeStep({ onSignedIn, onRestart }: CodeStepProps) {
  const { field, error, take, clear } = useCodeField();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = take();
    if (!code) return;
    setPending(true);
    try {
      await onSignedIn(await completeSignIn(code));
    } catch (failure) {
      toast({ title: 'Login Failed', description: serverMessageOf(failure) || 'The code is not valid. Please try again.', variant: 'destructive' });
      clear();
      setPending(false);
    }
  }

  return (
    <Stack as="form" gap={4} onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <Text tone="muted">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Text>
      <FormField label="Authentication code" error={error} required>
        <TextField {...field} autoFocus />
      </FormField>
      <Button type="submit" fullWidth pending={pending} pendingLabel="Verifying...">
        Verify
      </Button>
      <Button variant="link" onClick={onRestart} disabled={pending}>
        Start over
      </Button>
    </Stack>
  );
}
