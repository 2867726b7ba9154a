import { useRefresh } from '@vsp/api-client';
import { staleAfter } from '@vsp/contract';
import { Button, Heading, Text } from '@vsp/design-system';
import { useSWRConfig } from 'swr';
import { signOut } from '../api/sign-out';
import { Page, Panel } from './SignInPanel';
import { SecondFactorSetup } from './SecondFactorSetup';

/**
 * In place of the portal while an administrator must turn on two-step sign-in before anything else
 * (MFA_REQUIRED_FOR_ADMINS): the setup, or signing out.
 */
export function SecondFactorRequired() {
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  return (
    <Page>
      <Panel $wide>
        <Heading level={1}>Set up two-step sign-in</Heading>
        <Text tone="muted">Administrators of this portal must sign in with a code from their phone as well as their password. Set it up to continue.</Text>
        {/* Once the recovery codes are put away, the status says the setup is done and the portal opens. */}
        <SecondFactorSetup onDone={() => void refresh(staleAfter.secondFactorChange)} />
        <Button variant="link" onClick={() => void signOut(mutate)}>
          Sign Out
        </Button>
      </Panel>
    </Page>
  );
}
