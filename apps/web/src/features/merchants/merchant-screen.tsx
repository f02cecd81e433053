import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { MerchantDashboard } from './merchant-dashboard';
import { myMerchantQuery } from './merchant-queries';
import { OpenMerchantForm } from './open-merchant-form';

/** /merchant: open a business profile, or run it (codes, takings, refunds). */
export default function MerchantScreen() {
  const merchant = useQuery(myMerchantQuery());
  const none = merchant.isError && httpStatusOf(merchant.error) === 404;
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>My business</Trans>
        </Title>
        {merchant.data ? (
          <MerchantDashboard merchant={merchant.data} />
        ) : none ? (
          <OpenMerchantForm />
        ) : merchant.isError ? (
          <Stack gap="sm" role="alert">
            <Text c="red.8">{errorMessage(merchant.error, t`Your business could not be loaded.`)}</Text>
            <Button variant="default" onClick={() => void merchant.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ) : (
          <Skeleton height={240} radius="md" />
        )}
      </Stack>
    </Page>
  );
}
