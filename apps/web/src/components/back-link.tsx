import { t } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from '@tanstack/react-router';

/** The screens' way back to the dashboard. */
export function BackLink({ label }: { label?: string }) {
  return (
    <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} w="fit-content" px={0}>
      {label ?? t`Back`}
    </Button>
  );
}
