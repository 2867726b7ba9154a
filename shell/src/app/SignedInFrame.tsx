import type { CurrentUser } from '@vsp/contract';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { TopNavBar } from '../features/navigation/components/TopNavBar';
import { useSessionExpiryWatch } from '../features/session/api/ended-session';
import { signOut as endSession } from '../features/session/api/sign-out';
import { ChangePasswordDialog } from '../features/session/components/ChangePasswordDialog';
import { SecondFactorDialog } from '../features/session/components/SecondFactorDialog';
import { SessionTimeoutDialog } from '../features/session/components/SessionTimeoutDialog';
import { AppRoutes } from './routes';

const Main = styled.main`
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};

  @media not all and (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The frame of a signed-in person: navigation, the Change Password dialog (and from it the two-step
 * sign-in's), the warning before the
 * session times out, and the remotes' routes; a session that ends brings the sign-in screen back.
 * It is the only part of the shell that routes, so the sign-in page loads neither it nor the router.
 */
export default function SignedInFrame({ user }: { user: CurrentUser }) {
  const { mutate } = useSWRConfig();
  const [changingPassword, setChangingPassword] = useState(false);
  const [settingSecondFactor, setSettingSecondFactor] = useState(false);
  const stopExpiryWatch = useSessionExpiryWatch(user);

  async function signOut() {
    // Signing out is not a session that expired, whatever the calls still running answer.
    stopExpiryWatch();
    await endSession(mutate);
  }

  return (
    <BrowserRouter>
      <TopNavBar user={user} onLogout={signOut} onChangePassword={() => setChangingPassword(true)} />
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onSecondFactor={() => {
          setChangingPassword(false);
          setSettingSecondFactor(true);
        }}
      />
      <SecondFactorDialog open={settingSecondFactor} onClose={() => setSettingSecondFactor(false)} />
      <SessionTimeoutDialog onSignOut={signOut} />
      <Main>
        <AppRoutes user={user} />
      </Main>
    </BrowserRouter>
  );
}
