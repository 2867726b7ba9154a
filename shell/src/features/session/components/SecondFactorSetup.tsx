import { serverMessageOf } from '@vsp/api-client';
import type { SecondFactorSetup as Setup } from '@vsp/contract';
import { Button, FormField, Inline, Stack, Text, TextField, toast, Toolbar } from '@vsp/design-system';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { enableSecondFactor, startSecondFactorSetup } from '../api/mutations';
import { useCodeField } from '../hooks/use-code-field';
import { QrCode } from './QrCode';

const Secret = styled.code`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  word-break: break-all;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  font-family: ${({ theme }) => theme.typography.monoFamily};
`;

export interface SecondFactorSetupProps {
  /** Once the recovery codes have been put away. */
  onDone: () => void;
}

const failed = (error: unknown, fallback: string) => toast({ title: 'Error', description: serverMessageOf(error) ?? fallback, variant: 'destructive' });

/**
 * Turning on two-step sign-in: a new secret for the app (scanned as a QR code, or typed), a code of
 * the app to confirm it, then the recovery codes, shown this once.
 */
export function SecondFactorSetup({ onDone }: SecondFactorSetupProps) {
  const [setup, setSetup] = useState<Setup>();
  const { field, error, take, clear } = useCodeField();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [pending, setPending] = useState(false);

  async function begin() {
    setPending(true);
    try {
      setSetup(await startSecondFactorSetup());
    } catch (failure) {
      failed(failure, 'Failed to start the setup');
    } finally {
      setPending(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const code = take();
    if (!code) return;
    setPending(true);
    try {
      setRecoveryCodes((await enableSecondFactor(code)).recoveryCodes);
      toast({ title: 'Success', description: 'Two-step sign-in is on', variant: 'success' });
    } catch (failure) {
      failed(failure, 'Failed to turn on two-step sign-in');
      clear();
    } finally {
      setPending(false);
    }
  }

  async function copyCodes(codes: string[]) {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the codes', description: 'Select them and copy them yourself.', variant: 'destructive' });
    }
  }

  if (recoveryCodes) {
    return (
      <Stack gap={4}>
        <Text>
          Keep these recovery codes somewhere safe. Each one signs you in once if your phone is not at hand. They are not shown again.
        </Text>
        <Codes aria-label="Recovery codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Codes>
        <Toolbar>
          <Button variant="outline" onClick={() => void copyCodes(recoveryCodes)}>
            Copy Codes
          </Button>
          <Button onClick={onDone}>Done</Button>
        </Toolbar>
      </Stack>
    );
  }

  if (!setup) {
    return (
      <Stack gap={4} align="start">
        <Text>
          With two-step sign-in, signing in asks for your password and a code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or 1Password).
        </Text>
        <Button onClick={() => void begin()} pending={pending} pendingLabel="Starting...">
          Set Up
        </Button>
      </Stack>
    );
  }

  return (
    <Stack as="form" gap={4} onSubmit={confirm} noValidate aria-label="Confirm two-step sign-in">
      <Text>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</Text>
      <Inline gap={4} align="start">
        <QrCode text={setup.otpauthUri} label="QR code for your authenticator app" />
        <Stack gap={2}>
          <Text size="sm" tone="muted">
            Cannot scan it? Type this key into the app instead:
          </Text>
          <Secret aria-label="Setup key">{setup.secret}</Secret>
        </Stack>
      </Inline>
      <FormField label="Code from the app" error={error} required>
        <TextField {...field} inputMode="numeric" />
      </FormField>
      <Toolbar>
        <Button type="submit" pending={pending} pendingLabel="Turning On...">
          Turn On
        </Button>
      </Toolbar>
    </Stack>
  );
}
