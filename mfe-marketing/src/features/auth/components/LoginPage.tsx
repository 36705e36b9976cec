import { forgetSessionEnded, outageMessage, publishNotification, serverMessage, SESSION_ENDED_NOTICE, sessionEndedNoticeDue } from '@leadnest/session';
import { Button, TextField, theme } from '@leadnest/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

import { StyledForm } from '../../../components/form';
import { PublicPage } from '../../../components/PublicPage';
import { useLoginMutation } from '../api/login';
import { useEnterDashboard } from '../hooks/useEnterDashboard';
import { useOtherSignInScreen } from '../hooks/useOtherSignInScreen';
import { useVerifiedToast } from '../hooks/useVerifiedToast';
import { AUTH_TOASTS as T } from '../messages';
import { StyledAside, StyledForgot, StyledNotice } from './styles';

const StyledSessionEnded = styled(StyledNotice)`
  margin-bottom: ${theme.space.md};
`;

/** Sign In (/login): email and password; success goes to the page asked for (`?next=`) or /dashboard (spec part 1 §2, §5, §8). */
export function LoginPage() {
  useVerifiedToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLoginMutation();
  const enterDashboard = useEnterDashboard();
  const signupPath = useOtherSignInScreen('/signup');
  // The shell opens /login with this state when a session ended while the tab was open (a 401, another tab's sign-out).
  const location = useLocation();
  const [sessionEnded] = useState(() => sessionEndedNoticeDue(location.state));
  useEffect(forgetSessionEnded, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      publishNotification({ title: T.missingTitle, description: T.loginMissing, variant: 'destructive' });
      return;
    }
    login.mutate(
      { email, password },
      {
        onSuccess: () => enterDashboard(),
        onError: (error) =>
          publishNotification({
            title: T.loginFailedTitle,
            description: outageMessage(error) ?? serverMessage(error) ?? T.loginFailed,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <PublicPage subtitle="Welcome back. Sign in to your account.">
      {sessionEnded ? <StyledSessionEnded role="status">{SESSION_ENDED_NOTICE}</StyledSessionEnded> : null}
      <StyledForm onSubmit={onSubmit} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <StyledForgot>
          <Link to="/forgot-password">Forgot password?</Link>
        </StyledForgot>
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </StyledForm>
      <StyledAside>
        Don&apos;t have an account? <Link to={signupPath}>Sign up</Link>
      </StyledAside>
    </PublicPage>
  );
}
