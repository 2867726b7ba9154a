import { swrConfig } from '@vsp/api-client';
import type { CurrentUser } from '@vsp/contract';
import { LoadingScreen, ThemeProvider, Toaster } from '@vsp/design-system';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { SWRConfig, useSWRConfig } from 'swr';
import { useSiteConfig } from '../lib/useSiteConfig';
import { siteName } from '../lib/mail';
import { TopNavBar } from '../features/navigation/components/TopNavBar';
import { logout } from '../features/session/api/mutations';
import { ChangePasswordDialog } from '../features/session/components/ChangePasswordDialog';
import { CURRENT_USER_KEY, useCurrentUser } from '../features/session/api/useCurrentUser';
import { LoginScreen } from '../features/session/components/LoginScreen';
import { AppRoutes } from './routes';

const Main = styled.main`
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
`;

function SignedIn({ user }: { user: CurrentUser }) {
  const { mutate } = useSWRConfig();
  const [changingPassword, setChangingPassword] = useState(false);

  async function signOut() {
    try {
      await logout();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    await mutate(CURRENT_USER_KEY, undefined, { revalidate: false });
    window.location.reload();
  }

  return (
    <>
      <TopNavBar user={user} onLogout={signOut} onChangePassword={() => setChangingPassword(true)} />
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <Main>
        <AppRoutes user={user} />
      </Main>
    </>
  );
}

function Session() {
  const session = useCurrentUser();
  const config = useSiteConfig();
  useEffect(() => {
    document.title = siteName(config);
  }, [config]);

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <LoginScreen />;
  return <SignedIn user={session.user} />;
}

export function App() {
  return (
    <ThemeProvider>
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <Session />
          <Toaster />
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
