import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconTool from '@tabler/icons-react/dist/esm/icons/IconTool.mjs';
import { Link } from '@tanstack/react-router';
import { Page } from '../../components/page';

/** The screen of a route whose issue has not landed yet: its title, a note, and a way back. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <Page withNav>
      <Stack gap="lg">
        <Button
          component={Link}
          to="/"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
          px={0}
        >
          Back to Home
        </Button>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <IconTool size={40} aria-hidden="true" color="var(--mantine-color-kente-7)" />
            <Text fw={600}>Coming soon</Text>
            <Text c="dimmed" size="sm">
              {description ?? 'This part of GhanaPay is being built and will be ready in an upcoming release.'}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Page>
  );
}
