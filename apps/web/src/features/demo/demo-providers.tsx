import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../components/page';
import { NotFound } from '../shell';
import classes from './demo.module.css';
import { demoProvidersQuery, ProvidersMissing } from './demo-queries';
import { AggregatorNumbersCard } from './aggregator-numbers-card';
import { SmileIdNumbersCard } from './smile-id-numbers-card';
import { MomoSandboxCard } from './momo-sandbox-card';

const PROVIDERS = [
  { value: 'momo', label: msg`MTN MoMo (MTN wallets)` },
  { value: 'paystack', label: msg`Aggregator (banks, Telecel, AirtelTigo)` },
];

const FAULTS = [
  { value: 'failed:NOT_ENOUGH_FUNDS', label: msg`Fails: not enough funds` },
  { value: 'failed:PAYEE_NOT_FOUND', label: msg`Fails: no such wallet` },
  { value: 'failed:PAYER_LIMIT_REACHED', label: msg`Fails: limit reached` },
  { value: 'failed:APPROVAL_REJECTED', label: msg`Add Money: payer declines` },
  { value: 'failed:EXPIRED', label: msg`Add Money: request expires` },
  { value: 'slow', label: msg`Answers too slowly (times out)` },
  { value: 'error_5xx', label: msg`Provider down (HTTP 500)` },
  { value: 'timeout_after_execute', label: msg`Pays, then times out answering` },
  { value: 'no_callback', label: msg`Pays, never calls back` },
  { value: 'double_callback', label: msg`Pays, calls back twice` },
  { value: 'late_success', label: msg`Fails, then pays late` },
  { value: 'pending_forever', label: msg`Never answers` },
];

async function call(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<string | null> {
  const response = await fetch(path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.ok) return null;
  return ((await response.json().catch(() => ({}))) as { message?: string }).message ?? t`Failed (${response.status})`;
}

/**
 * /dev/providers (demo mode only): the simulated MTN MoMo and aggregator. A fault set on a number
 * applies to the next payout or Add Money for that number, so a person can watch a transfer fail and
 * be refunded, time out and still be paid once, or succeed after a refund.
 */
export function DemoProviders() {
  const providers = useQuery(demoProvidersQuery);
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState<string | null>('momo');
  const [party, setParty] = useState('');
  const [fault, setFault] = useState<string | null>('failed:NOT_ENOUGH_FUNDS');
  const [error, setError] = useState<string | null>(null);
  if (providers.error instanceof ProvidersMissing) return <NotFound />;
  const refresh = () => queryClient.invalidateQueries({ queryKey: demoProvidersQuery.queryKey });

  async function setPartyFault(event: React.FormEvent) {
    event.preventDefault();
    setError(await call('POST', '/api/dev/providers/faults', { provider, party, fault }));
    void refresh();
  }

  return (
    <Page>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Simulated providers</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>The demo&apos;s MTN MoMo and payment aggregator. Set a fault on a wallet or account number, then transfer to it.</Trans>
          </Text>
        </div>
        <Paper withBorder radius="md" p="sm" component="form" onSubmit={(e: React.FormEvent) => void setPartyFault(e)}>
          <Stack gap="sm">
            <Select
              label={t`Provider`}
              data={PROVIDERS.map(({ value, label }) => ({ value, label: t(label) }))}
              value={provider}
              onChange={setProvider}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={t`Wallet or account number`}
              placeholder={t`024 123 4567 or 1234567890`}
              value={party}
              onChange={(e) => setParty(e.currentTarget.value)}
              inputMode="tel"
            />
            <Select
              label={t`Fault`}
              data={FAULTS.map(({ value, label }) => ({ value, label: t(label) }))}
              value={fault}
              onChange={setFault}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {error && (
              <Text size="sm" c="red.8">
                {error}
              </Text>
            )}
            <Button type="submit">
              <Trans>Set fault</Trans>
            </Button>
          </Stack>
        </Paper>
        {(['momo', 'paystack'] as const).map((key) => {
          const books = providers.data?.[key];
          return (
            <section key={key} aria-labelledby={`provider-${key}`}>
              <Title order={2} size="h4" id={`provider-${key}`} mb="xs">
                {key === 'momo' ? t`MTN MoMo` : t`Aggregator`}
              </Title>
              {books && (
                <Stack gap="xs">
                  <Text size="sm">
                    {Object.entries(books.balances)
                      .map(([account, amount]) => `${account}: ${books.currency} ${amount}`)
                      .join(' · ')}
                  </Text>
                  {books.faults.map((f) => (
                    <Group key={f.party} justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" className={classes.message} style={{ flex: 1, minWidth: 0 }}>
                        {f.party}: {f.fault}
                      </Text>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => void call('DELETE', `/api/dev/providers/faults?provider=${key}&party=${f.party}`).then(refresh)}
                      >
                        <Trans>Clear</Trans>
                      </Button>
                    </Group>
                  ))}
                  {books.orders.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      <Trans>No orders yet.</Trans>
                    </Text>
                  ) : (
                    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`${key} orders`}>
                      {books.orders.map((o) => (
                        <Paper key={o.reference} withBorder radius="md" p="xs" component="li">
                          <Group justify="space-between" wrap="nowrap" gap="xs">
                            <Text size="sm" className={classes.message}>
                              {o.kind === 'payout' ? t`Payout to` : t`Collection from`} {o.party}
                            </Text>
                            <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
                              {books.currency} {o.amount}
                            </Text>
                          </Group>
                          <Group gap={6} mt={4}>
                            <Badge
                              size="sm"
                              variant="light"
                              tt="none"
                              color={o.status === 'SUCCESSFUL' ? 'kente' : o.status === 'FAILED' ? 'red' : 'yellow'}
                            >
                              {o.status}
                              {o.reason ? ` · ${o.reason}` : ''}
                            </Badge>
                            {o.fault && (
                              <Text size="xs" c="dimmed">
                                <Trans>fault: {o.fault}</Trans>
                              </Text>
                            )}
                          </Group>
                        </Paper>
                      ))}
                    </Stack>
                  )}
                </Stack>
              )}
            </section>
          );
        })}
        {providers.data?.momoSandbox && <MomoSandboxCard sandbox={providers.data.momoSandbox} />}
        <AggregatorNumbersCard />
        <SmileIdNumbersCard />
      </Stack>
    </Page>
  );
}
