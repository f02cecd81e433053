import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The simulated Smile ID answers by Ghana Card number (packages/providers/src/simulators/smile-id-simulator.ts). */
const ANSWERS: [example: string | MessageDescriptor, answer: MessageDescriptor][] = [
  ['GHA-999000001-0', msg`Not found in the NIA register (1013): refused`],
  ['GHA-998000001-0', msg`Selfie does not match the card holder (1022): refused`],
  ['GHA-997000001-0', msg`Smile ID down (503): pending, retried, then a reviewer`],
  ['GHA-996000001-0', msg`Slow: verified after about 15 s`],
  ['GHA-995000001-0', msg`Partial match (1021): a reviewer decides`],
  ['GHA-994000001-0', msg`NIA unavailable (1015): asked again later`],
  [msg`any other number`, msg`Exact match (1020): verified, tier Medium`],
];

/** /dev/providers: which Ghana Card number makes the identity simulator answer what. */
export function SmileIdNumbersCard() {
  return (
    <section aria-labelledby="smile-id-numbers">
      <Title order={2} size="h4" id="smile-id-numbers" mb="xs">
        <Trans>Smile ID (Ghana Card checks)</Trans>
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Text size="sm">
            <Trans>The simulated Smile ID answers by the first three digits of the Ghana Card number:</Trans>
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ANSWERS.map(([example, answer]) => (
              <li key={typeof example === 'string' ? example : example.id}>
                <Text size="sm" ff="monospace">
                  {typeof example === 'string' ? example : t(example)}
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
