import { msg, t } from '@lingui/core/macro';
import { Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import tiles from '../../components/tile.module.css';
import { BillIcon } from './bill-icon';
import type { Biller } from './bills-types';

const KIND_LABEL = { airtime: msg`Airtime`, data: msg`Data`, electricity: msg`Electricity`, water: msg`Water`, tv: msg`TV` };

/** The bill billers as tiles, two a row on a phone: each opens its payment. */
export function BillerList({ billers, onPick }: { billers: readonly Biller[]; onPick?: (biller: Biller) => void }) {
  return (
    <SimpleGrid
      spacing="sm"
      component="ul"
      // Two columns on a phone; one when the person's text size is large (200 % at 360 px).
      style={{ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))' }}
      aria-label={t`Billers`}
    >
      {billers.map((biller) => {
        const content = (
          <Group gap="sm" wrap="nowrap">
            <BillIcon kind={biller.kind} size={36} />
            <span style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" component="span" display="block">
                {biller.name}
              </Text>
              <Text size="xs" c="dimmed" component="span" display="block">
                {t(KIND_LABEL[biller.kind])}
              </Text>
            </span>
          </Group>
        );
        return (
          <li key={biller.id}>
            {onPick ? (
              <UnstyledButton className={tiles.tile} w="100%" h="100%" p="sm" onClick={() => onPick(biller)}>
                {content}
              </UnstyledButton>
            ) : (
              <Link to="/pay/bills" search={{ billerId: biller.id }} className={tiles.tile} style={{ height: '100%', padding: 12 }}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
