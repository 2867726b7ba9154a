import { ERROR_SENTENCES, serverMessageOf } from '@vsp/api-client';
import { Banner, Button, Card, FormField, FormLayout, Heading, Logo, Stack, Text, TextField, TextLink, toast } from '@vsp/design-system';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useSiteConfig } from '../../../lib/api/use-site-config';
import { passwordResetMailto, siteName } from '../../../lib/mail';
import { useEndedSession } from '../api/ended-session';
import { login } from '../api/mutations';
import { CURRENT_USER_KEY } from '../api/use-current-user';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
`;

const Panel = styled(Card)`
  width: min(420px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[8]};
`;

const Brand = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
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
  const ended = useEndedSession((state) => state.ended);

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
      const user = await login({ username: username.trim(), password });
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
