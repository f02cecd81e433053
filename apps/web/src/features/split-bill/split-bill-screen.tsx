import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { useSession } from '../../lib/session-query';
import { NewSplitBill } from './new-split-bill';
import { SplitBillsList } from './split-bills-list';

/** /split and /split-bill: a new split bill, then the creator's bills and who has paid. */
export default function SplitBillScreen() {
  const { user } = useSession();
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Split Bill</Trans>
        </Title>
        {user && (
          <NewSplitBill
            creator={{
              id: user.id,
              firstName: user.firstName,
              lastName: user.lastName,
              username: user.username,
              email: user.email,
              profileImageUrl: user.profileImageUrl,
              isCreator: true,
            }}
          />
        )}
        <SplitBillsList />
      </Stack>
    </Page>
  );
}
