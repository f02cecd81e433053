import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { formatCedis } from '../../lib/locale-format';
import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { ReceiptFacts } from './receipt-facts';
import { formatReceiptTime } from './receipt-format';
import { verifyReceiptQuery } from './receipt-queries';

/**
 * /verify/$code, no sign-in: what a shop sees when it scans a customer's receipt. "Genuine receipt"
 * with the amount, time and masked names, or "Not genuine" — never the customer's word for it.
 */
export default function VerifyScreen() {
  const { code } = useParams({ from: '/verify/$code' });
  const check = useQuery(verifyReceiptQuery(code));
  // A code too long to be one is a 400: to the shop it is simply not genuine.
  const notGenuine = check.data?.genuine === false || httpStatusOf(check.error) === 400;
  return (
    <Page>
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>{APP_NAME} receipt check</Trans>
        </Title>
        {check.data?.genuine ? (
          <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-green-7)', borderWidth: 2 }}>
            <Stack gap="md">
              <Stack align="center" gap={4}>
                <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden="true" />
                <Text component="h2" fz={24} fw={700} c="green.9" m={0} data-testid="verify-verdict">
                  <Trans>Genuine receipt</Trans>
                </Text>
                <Text fz={32} fw={700}>
                  {formatCedis(check.data.amount)}
                </Text>
              </Stack>
              <ReceiptFacts
                rows={[
                  [t`Status`, t`Completed`],
                  [t`Paid at`, formatReceiptTime(check.data.time)],
                  [t`From`, check.data.payer],
                  [t`To`, check.data.payee],
                ]}
              />
              <Text size="xs" c="dimmed">
                <Trans>Signed by {APP_NAME} and matched to our records. Check the amount and time against what you were told.</Trans>
              </Text>
            </Stack>
          </Paper>
        ) : notGenuine ? (
          <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 }}>
            <Stack align="center" gap="xs">
              <IconCircleX size={56} color="var(--mantine-color-red-8)" aria-hidden="true" />
              <Text component="h2" fz={24} fw={700} c="red.9" m={0} data-testid="verify-verdict">
                <Trans>Not genuine</Trans>
              </Text>
              <Text size="sm" ta="center">
                <Trans>
                  This is not a receipt {APP_NAME} issued, or it has been changed. Do not hand over goods on the strength of it.
                </Trans>
              </Text>
            </Stack>
          </Paper>
        ) : check.isError ? (
          <Alert color="yellow" title={t`Could not check this receipt`}>
            {errorMessage(check.error)}
          </Alert>
        ) : (
          <Skeleton height={260} radius="md" />
        )}
        <Anchor component={Link} to="/" size="sm">
          <Trans>About {APP_NAME}</Trans>
        </Anchor>
      </Stack>
    </Page>
  );
}
