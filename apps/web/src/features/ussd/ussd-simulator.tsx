import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { errorMessage } from '../../lib/api-errors';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { postUssd, ussdSessionsQuery } from './ussd-queries';

/**
 * The simulator: a handset on *920*00#, as the signed-in person (the gateway refuses any other
 * number). The first send opens a session `test_` + a timestamp; each send adds the typed reply to
 * the session's replies; an answer that does not continue, or Reset, clears the session.
 */
export function UssdSimulator({ ownPhone }: { ownPhone: string | null }) {
  const [phone, setPhone] = useState(ownPhone ? formatGhanaPhoneLocal(ownPhone) : '');
  const [input, setInput] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [replies, setReplies] = useState<string[]>([]);
  const [screen, setScreen] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();

  function reset() {
    setSessionId(null);
    setReplies([]);
    setScreen(null);
    setInput('');
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!phone.trim()) {
      showToast({ title: t`Please enter a phone number`, destructive: true, durationMs: TOAST_MS.failure });
      return;
    }
    const id = sessionId ?? `test_${Date.now()}`;
    const typed = input.trim();
    const next = sessionId === null && typed === '' ? [] : [...replies, typed];
    setSending(true);
    try {
      const answer = await postUssd({ sessionId: id, phoneNumber: phone.trim(), text: next.join('*') });
      setScreen(answer.message || t`No response message`);
      setInput('');
      if (answer.continueSession) {
        setSessionId(id);
        setReplies(next);
      } else {
        setSessionId(null);
        setReplies([]);
        // A payment or an answered request may have moved money.
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      void queryClient.invalidateQueries({ queryKey: trpc.ussd.pathKey() });
      void queryClient.invalidateQueries({ queryKey: ussdSessionsQuery().queryKey });
    } catch (error) {
      showToast({ title: t`USSD Test Error`, message: errorMessage(error), destructive: true, durationMs: TOAST_MS.failure });
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-simulator-title">
      <Title order={2} size="h4" id="ussd-simulator-title" mb="sm">
        <Trans>USSD Simulator</Trans>
      </Title>
      <form noValidate onSubmit={send}>
        <Stack gap="sm">
          <TextInput label={t`Phone Number`} type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} />
          <Paper
            radius="md"
            p="sm"
            bg="dark.7"
            c="gray.0"
            mih={120}
            aria-live="polite"
            aria-label={t`USSD screen`}
            data-testid="ussd-screen"
          >
            <Text ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {screen ?? t`Press Send to dial *920*00#`}
            </Text>
          </Paper>
          <TextInput
            label={t`USSD Input`}
            placeholder={sessionId ? t`Your reply` : t`Leave empty to open the menu`}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            autoComplete="off"
          />
          <Text size="xs" c="dimmed">
            {sessionId ? t`Session ${sessionId}` : t`No session open`}
          </Text>
          <Group grow>
            <Button variant="default" onClick={reset} type="button">
              <Trans>Reset</Trans>
            </Button>
            <Button type="submit" loading={sending}>
              <Trans>Send</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
