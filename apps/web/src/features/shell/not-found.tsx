import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Page } from '../../components/page';

export function NotFound() {
  return (
    <Page>
      <Stack align="center" justify="center" gap="md" mih="70dvh" ta="center">
        <Text fz={48} fw={800} c="kente.8" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          <Trans>Page Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Did you forget to add the page to the router?</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Go to Home</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
