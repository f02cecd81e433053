import { t } from '@lingui/core/macro';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsRow } from './settings-row';
import { ussdPinQuery } from './settings-queries';
import { UssdPinDialog } from './ussd-pin-dialog';

/** Security → USSD PIN: whether it is set, locked (3 wrong tries on *920*00#), and the dialog to set it. */
export function UssdPinRow() {
  const [open, setOpen] = useState(false);
  const status = useQuery(ussdPinQuery());
  const pin = status.data;
  return (
    <>
      <SettingsRow label={t`USSD PIN`} onClick={() => setOpen(true)}>
        {pin && (
          <Badge size="sm" variant="light" color={pin.locked ? 'red' : pin.hasPin ? 'kente' : 'yellow'} tt="none">
            {pin.locked ? t`Locked: 3 wrong tries` : pin.hasPin ? t`Set` : t`Not set`}
          </Badge>
        )}
      </SettingsRow>
      {open && <UssdPinDialog locked={pin?.locked ?? false} hasPin={pin?.hasPin ?? false} onClose={() => setOpen(false)} />}
    </>
  );
}
