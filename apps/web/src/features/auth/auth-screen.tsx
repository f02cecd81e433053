import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { BrandMark } from '../../components/brand-mark';
import classes from './auth-screen.module.css';

export type AuthMode = 'signin' | 'signup';

// The forms (Mantine inputs, @mantine/form, zod, the tRPC client) load once the heading has painted,
// so the first paint waits only for this small screen. They then render as a transition, in slices.
const SignInPanel = lazy(() => import('./sign-in/sign-in-panel').then((m) => ({ default: m.SignInPanel })));
const SignUpFlow = lazy(() => import('./sign-up/sign-up-flow').then((m) => ({ default: m.SignUpFlow })));

function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

function FormPlaceholder() {
  return (
    <Center mih={300}>
      <Loader size="sm" aria-label={t`Loading form`} />
    </Center>
  );
}

/** /auth, and the screen shown in place of any protected route for signed-out visitors. */
export default function AuthScreen({ initialMode = 'signin' }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // Toggling remounts the forms, so each mode starts again at its first step (the spec).
  const [generation, setGeneration] = useState(0);
  const toggle = () => {
    setMode((current) => (current === 'signin' ? 'signup' : 'signin'));
    setGeneration((n) => n + 1);
  };
  const signIn = mode === 'signin';
  const formsWanted = useAfterFirstPaint();

  return (
    <div className={classes.screen}>
      <main className={classes.column}>
        <Stack gap="lg">
          <Anchor component={Link} to="/" className={classes.brand} underline="never">
            <BrandMark size={36} />
            {APP_NAME}
          </Anchor>
          <div>
            <Title order={1} size="h2">
              {signIn ? t`Welcome back` : t`Join ${APP_NAME}`}
            </Title>
            <Text c="dimmed" mt={4}>
              {signIn ? t`Sign in to send and receive money instantly.` : t`Open your wallet in four quick steps.`}
            </Text>
            {/* Above the form, so nothing moves when the form grows (no layout shift). */}
            <Text size="sm" mt="xs">
              {signIn ? t`Don't have an account? ` : t`Already have an account? `}
              <Anchor component="button" type="button" fw={700} fz="sm" onClick={toggle}>
                {signIn ? t`Sign up` : t`Sign in`}
              </Anchor>
            </Text>
          </div>
          <Paper withBorder radius="lg" p="lg" shadow="xs">
            <Suspense fallback={<FormPlaceholder />}>
              {!formsWanted ? <FormPlaceholder /> : signIn ? <SignInPanel key={generation} /> : <SignUpFlow key={generation} />}
            </Suspense>
          </Paper>
        </Stack>
      </main>
    </div>
  );
}
