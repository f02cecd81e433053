import { Trans } from '@lingui/react/macro';
import { Button, Skeleton, Stack, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Page } from '../../components/page';
import { isTopUp } from './bill-display';
import { BillerList } from './biller-list';
import { billersQuery } from './bills-queries';
import type { BillSearch } from './pay-search';

// A biller's own flow (its number, the name, the amount, confirm, the result) loads once a biller is
// chosen: the first screen of /pay/bills is the list of billers, drawn without the forms' script.
const loadFlow = () => import('./bill-payment-flow');
const BillPaymentFlow = lazy(() => loadFlow().then((m) => ({ default: m.BillPaymentFlow })));

/** /pay/bills: a biller, its customer number, the name the biller knows it by, the amount, confirm, the result. */
export default function BillPayScreen({ prefill }: { prefill: BillSearch }) {
  const navigate = useNavigate();
  const billers = useQuery(billersQuery());
  const bills = (billers.data ?? []).filter((b) => !isTopUp(b.kind));
  const biller = bills.find((b) => b.id === prefill.billerId);
  // A link to a biller (a repeat, a biller picked): its flow downloads beside the billers.
  useEffect(() => {
    if (prefill.billerId) void loadFlow();
  }, [prefill.billerId]);
  const loading = <Skeleton height={240} radius="md" />;
  return (
    <Page withNav>
      <Stack gap="lg">
        <Button
          component={Link}
          to="/pay"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
          px={0}
        >
          <Trans>Pay</Trans>
        </Button>
        {billers.data === undefined ? (
          loading
        ) : biller ? (
          <Suspense fallback={loading}>
            <BillPaymentFlow key={biller.id} biller={biller} prefill={prefill} />
          </Suspense>
        ) : (
          <>
            <Title order={1} size="h2">
              <Trans>Pay a bill</Trans>
            </Title>
            <BillerList billers={bills} onPick={(b) => void navigate({ to: '/pay/bills', search: { billerId: b.id } })} />
          </>
        )}
      </Stack>
    </Page>
  );
}
