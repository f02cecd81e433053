import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The simulated aggregator's answers by a number's last four digits (packages/providers/src/simulators/paystack-*-simulator.ts). */
const ANSWERS: [ending: string | MessageDescriptor, answer: MessageDescriptor][] = [
  ['…5555', msg`Money in: the network texts a six-digit code (see the inbox) to enter in the app, then approves`],
  ['…1111', msg`Money in: declined by the payer. Money out: the network refuses it`],
  ['…2222', msg`Never ends (money in fails after 15 minutes, crediting nothing)`],
  ['…3333', msg`Answers 500 and records nothing; sent again later under the same reference`],
  ['…4444', msg`Money in: not enough funds. Money out: reversed`],
  [msg`any other`, msg`Approved on the phone about a second later`],
];

/** /dev/providers: which Telecel Cash or AirtelTigo Money number makes the aggregator answer what. */
export function AggregatorNumbersCard() {
  return (
    <section aria-labelledby="aggregator-numbers">
      <Title order={2} size="h4" id="aggregator-numbers" mb="xs">
        <Trans>Telecel Cash and AirtelTigo Money numbers</Trans>
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Text size="sm">
            <Trans>Add Money, payment links and transfers through the aggregator answer by the number&apos;s last four digits:</Trans>
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ANSWERS.map(([ending, answer]) => (
              <li key={typeof ending === 'string' ? ending : ending.id}>
                <Text size="sm" ff="monospace">
                  {typeof ending === 'string' ? ending : t(ending)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(answer)}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      </Paper>
    </section>
  );
}
