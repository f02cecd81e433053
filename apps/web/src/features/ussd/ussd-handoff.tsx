import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { USSD_CODE, USSD_HANDOFF_MENUS, ussdTelHref, type UssdHandoffMenu } from '@ghanapay/validators';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import IconPhoneCall from '@tabler/icons-react/dist/esm/icons/IconPhoneCall.mjs';
import { ussdMenuPath } from './ussd-handoff-path';

/** The menus listed when the screen does not say what the person was doing. */
const ALL_MENUS = Object.keys(USSD_HANDOFF_MENUS) as UssdHandoffMenu[];

/**
 * When the data runs out: the same wallet answers on *920*00# from any phone, without data. A button
 * that dials it (a `tel:` link, `#` encoded) and the menu path for what the person was doing.
 */
export function UssdHandoff({ menu, children }: { menu: UssdHandoffMenu | null; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ussd-handoff-title" data-testid="ussd-handoff" ta="start">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ussd-handoff-title">
          <Trans>No data? Use USSD</Trans>
        </Title>
        <Text size="sm">
          <Trans>Dial {USSD_CODE} from this phone: it works without data or Wi-Fi, on any network.</Trans>
        </Text>
        <Button component="a" href={ussdTelHref()} leftSection={<IconPhoneCall size={18} aria-hidden="true" />} fullWidth>
          <Trans>Dial {USSD_CODE}</Trans>
        </Button>
        {menu ? (
          <Text size="sm" data-testid="ussd-handoff-path">
            <Trans>Then:</Trans> <strong>{ussdMenuPath(menu).join(' › ')}</strong>
          </Text>
        ) : (
          <List size="sm" spacing={2} aria-label={t`USSD menu`} data-testid="ussd-handoff-path">
            {ALL_MENUS.map((item) => (
              <List.Item key={item}>{ussdMenuPath(item).join(' › ')}</List.Item>
            ))}
          </List>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
