import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      color="red.8"
      fullWidth
      leftSection={<IconLogout size={18} aria-hidden="true" />}
      loading={logout.isPending || logout.isSuccess}
      onClick={() => logout.mutate()}
    >
      <Trans>Logout</Trans>
    </Button>
  );
}
