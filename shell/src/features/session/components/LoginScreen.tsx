import { ERROR_SENTENCES, serverMessageOf } from '@vsp/api-client';
import { api, asksForCode, type CurrentUser } from '@vsp/contract';
import { Banner, Button, ButtonLink, FormField, FormLayout, Heading, Logo, Stack, Text, TextField, TextLink, toast } from '@vsp/design-system';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useSiteConfig } from '../../../lib/api/use-site-config';
import { passwordResetMailto, siteName } from '../../../lib/mail';
import { useEndedSession } from '../api/ended-session';
import { login } from '../api/mutations';
import { CURRENT_USER_KEY } from '../api/use-current-user';
import { useSsoError } from '../hooks/use-sso-error';
import { CodeStep } from './CodeStep';
import { Page, Panel } from './SignInPanel';

const Brand = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

/** A line with "or" in its middle, between single sign-on and the password form. */
const Or = styled.p`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface Errors {
  username?: string;
  password?: string;
}

export function LoginScreen() {
  const config = useSiteConfig();
  const name = siteName(config);
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  // The password was right and the account has a second factor: its code comes next.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const ended = useEndedSession((state) => state.ended);
  const ssoError = useSsoError();
  // With password sign-in off, the form is only for the system account, and shown when asked for.
  const [passwordAskedFor, setPasswordAskedFor] = useState(false);
  const passwordShown = config?.passwordSignIn !== false || passwordAskedFor;
  // Single sign-on comes back to the page whose session ended, else to the events.
  const ssoStart = api.sso.start.path({ returnTo: ended?.returnTo ?? '/' });

  async function signedIn(user: CurrentUser) {
    toast({ title: 'Success', description: `Welcome to ${name}`, variant: 'success' });
    // The events come first after sign-in, whatever address the sign-in page was shown at, except
    // for the person whose session ended: they go back to the page they were on. The router belongs
    // to the signed-in frame and reads the address when it starts.
    const resumes = ended?.userId === user.id;
    window.history.replaceState(null, '', resumes ? ended.returnTo : '/');
    // Someone else signing in where a session ended sees nothing the previous person had read.
    if (ended && !resumes) await mutate(() => true, undefined, { revalidate: false });
    useEndedSession.setState({ ended: null });
    await mutate(CURRENT_USER_KEY, user, { revalidate: false });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(found);
    if (found.username || found.password) return;
    setPending(true);
    try {
      const answer = await login({ username: username.trim(), password });
      if (asksForCode(answer)) {
        setCodeNeeded(true);
        setPending(false);
        return;
      }
      await signedIn(answer);
    } catch (error) {
      toast({ title: 'Login Failed', description: serverMessageOf(error) || 'Invalid credentials', variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Page>
      <Panel>
        <Brand>
          <Logo src={config?.siteLogoUrl ?? undefined} alt={config?.clientName || name} height={56} />
          <Heading level={1}>{name}</Heading>
          <Text tone="muted">Sign in to continue</Text>
        </Brand>
        {ended && <Banner variant="warning">{ERROR_SENTENCES.sessionExpired}</Banner>}
        {ssoError && <Banner variant="destructive">{ssoError}</Banner>}
        {!codeNeeded && config?.ssoLabel && (
          <>
            <ButtonLink href={ssoStart} fullWidth icon={<LogIn size={16} aria-hidden />}>
              {`Sign in with ${config.ssoLabel}`}
            </ButtonLink>
            {passwordShown && <Or>or</Or>}
          </>
        )}
        {codeNeeded ? (
          <CodeStep
            onSignedIn={signedIn}
            onRestart={() => {
              setCodeNeeded(false);
              setPassword('');
            }}
          />
        ) : !passwordShown ? (
          <Button variant="link" onClick={() => setPasswordAskedFor(true)}>
            Sign in with the system account
          </Button>
        ) : (
          <FormLayout
            onSubmit={submit}
            noValidate
            aria-label="Sign in"
            actions={
              <Button type="submit" fullWidth pending={pending} pendingLabel="Signing In...">
                Sign In
              </Button>
            }
          >
            <FormField label="Username" error={errors.username} required>
              <TextField name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
            </FormField>
            <FormField label="Password" error={errors.password} required>
              <TextField name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
          </FormLayout>
        )}
        <Stack gap={2} align="center">
          <TextLink href={passwordResetMailto(config)}>Forgot your password?</TextLink>
          <Text tone="muted" size="sm">
            Powered by Vendor Scoring Portal
          </Text>
        </Stack>
      </Panel>
    </Page>
  );
}
