import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Button, CopyButton, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { displayNumber, groupToken } from './bill-display';
import { billPaymentQuery, useRefreshAfterBillPayment } from './bills-queries';
import { billMessage } from './bill-message';
import type { BillPayment } from './bills-types';

const TITLE = { processing: msg`Payment processing`, completed: msg`Payment successful`, failed: msg`Payment failed` };

/** An ECG prepaid token, large and grouped in fours as it is typed into the meter, with a copy button. */
function TokenCard({ token }: { token: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="kente.0" component="section" aria-labelledby="token-title">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={700} id="token-title">
          <Trans>Electricity token</Trans>
        </Text>
        <CopyButton value={token}>
          {({ copied, copy }) => (
            <Button
              variant="white"
              size="sm"
              h={44}
              style={{ flexShrink: 0 }}
              onClick={copy}
              aria-label={copied ? t`Token copied` : t`Copy token`}
              leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
            >
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* 20 digits in fives of four fit one line of a 360 px phone, larger on wider screens. */}
      <Text
        ff="monospace"
        fw={800}
        fz="clamp(18px, 5.2vw, 28px)"
        lh={1.3}
        my="sm"
        data-testid="bill-token"
        style={{ whiteSpace: 'nowrap' }}
      >
        {groupToken(token)}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Enter it on your meter. Also sent to you by SMS.</Trans>
      </Text>
    </Paper>
  );
}

/** The payment's answer: read again while processing; when it settles the balance is read again. */
export function BillResult({ payment: accepted, onAnother }: { payment: BillPayment; onAnother: () => void }) {
  const query = useQuery({ ...billPaymentQuery(accepted.id), initialData: accepted });
  const payment = query.data;
  const refresh = useRefreshAfterBillPayment();
  const previous = useRef(payment.status);
  useEffect(() => {
    if (previous.current === 'processing' && payment.status !== 'processing') void refresh();
    previous.current = payment.status;
  }, [payment.status, refresh]);

  return (
    <Stack gap="md" align="stretch">
      <Stack gap="xs" align="center" ta="center" role="status" aria-live="polite">
        {payment.status === 'processing' ? (
          <Loader size={48} aria-hidden="true" />
        ) : (
          <ThemeIcon size={56} radius="xl" color={payment.status === 'completed' ? 'kente' : 'red'} aria-hidden="true">
            {payment.status === 'completed' ? <IconCheck size={32} /> : <IconX size={32} />}
          </ThemeIcon>
        )}
        <Title order={2} size="h3">
          {t(TITLE[payment.status])}
        </Title>
        <Text data-testid="bill-message">{billMessage(payment)}</Text>
        {payment.status === 'processing' && (
          <Text size="sm" c="dimmed">
            <Trans>This usually takes a few seconds. You can leave this screen: we will tell you when it is done.</Trans>
          </Text>
        )}
      </Stack>
      {payment.token && payment.status === 'completed' && <TokenCard token={payment.token} />}
      <Paper withBorder radius="md" p="md">
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
          <Text component="dt" size="sm" c="dimmed">
            <Trans>To</Trans>
          </Text>
          <Text component="dd" m={0} fw={600}>
            {payment.billerName}
            {payment.bundleName ? ` · ${payment.bundleName}` : ''}
          </Text>
          {payment.customerName && (
            <>
              <Text component="dt" size="sm" c="dimmed">
                <Trans>Customer</Trans>
              </Text>
              <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {payment.customerName}
              </Text>
            </>
          )}
          <Text component="dt" size="sm" c="dimmed">
            <Trans>Number</Trans>
          </Text>
          <Text component="dd" m={0} fw={600}>
            {displayNumber(payment.customerNumber)}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            <Trans>Amount</Trans>
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatCedis(payment.amount)}
          </Text>
        </dl>
      </Paper>
      <Button component={Link} to="/pay" size="md" fullWidth>
        <Trans>Done</Trans>
      </Button>
      <Button variant="default" size="md" fullWidth onClick={onAnother}>
        <Trans>Make another payment</Trans>
      </Button>
    </Stack>
  );
}
