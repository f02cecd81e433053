import { ThemeIcon } from '@mantine/core';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconDeviceTv from '@tabler/icons-react/dist/esm/icons/IconDeviceTv.mjs';
import IconDroplet from '@tabler/icons-react/dist/esm/icons/IconDroplet.mjs';
import IconWifi from '@tabler/icons-react/dist/esm/icons/IconWifi.mjs';
import type { BillerKind } from './bills-types';

const KIND_LOOK = {
  airtime: { Icon: IconDeviceMobile, color: 'kente' },
  data: { Icon: IconWifi, color: 'indigo' },
  electricity: { Icon: IconBolt, color: 'orange' },
  water: { Icon: IconDroplet, color: 'blue' },
  tv: { Icon: IconDeviceTv, color: 'grape' },
} as const;

/** A biller's kind as an icon: the phone for airtime, the bolt for electricity, … (decorative). */
export function BillIcon({ kind, size = 42 }: { kind: BillerKind; size?: number }) {
  const { Icon, color } = KIND_LOOK[kind];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} aria-hidden="true" style={{ flexShrink: 0 }}>
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}
