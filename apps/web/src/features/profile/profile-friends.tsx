import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fullNameOf } from '../../lib/user-display';
import { EmptyList } from '../../components/empty-list';
import { PersonList, PersonRow } from '../../components/person-row';
import { TransactionSkeletons } from '../money';
import { userFriendsQuery } from './profile-queries';

/** The person's friends, each with a View link to their profile. */
export function ProfileFriends({ userId }: { userId: string }) {
  const { data } = useQuery(userFriendsQuery(userId));
  if (!data) return <TransactionSkeletons count={2} />;
  if (data.length === 0) return <EmptyList title={t`No friends yet`} hint={t`Friends of this person will appear here`} />;
  return (
    <PersonList label={t`Friends`}>
      {data.map((friend) => (
        <PersonRow
          key={friend.id}
          person={friend}
          actions={
            <Anchor
              renderRoot={(props) => <Link {...props} to="/profile/$userId" params={{ userId: friend.id }} />}
              size="sm"
              fw={600}
              aria-label={t`View ${fullNameOf(friend)}`}
            >
              <Trans>View</Trans>
            </Anchor>
          }
        />
      ))}
    </PersonList>
  );
}
