import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const CategoryDialog = lazy(() => import('./category-dialog').then((m) => ({ default: m.CategoryDialog })));

/** On a payment the person sent: opens the category it is filed under, to change it. */
export function CategoryButton({ transactionId, counterparty }: { transactionId: number; counterparty: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-xs" onClick={() => setOpen(true)} aria-label={t`Category of the payment to ${counterparty}`}>
        <Trans>Category</Trans>
      </Button>
      <Suspense fallback={null}>{open && <CategoryDialog transactionId={transactionId} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
