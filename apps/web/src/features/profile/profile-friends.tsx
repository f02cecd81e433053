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
  if (data.length === 0) return <EmptyList title="No friends yet" hint="Friends of this person will appear here" />;
  return (
    <PersonList label="Friends">
      {data.map((friend) => (
        <PersonRow
          key={friend.id}
          person={friend}
          actions={
            <Anchor
              renderRoot={(props) => <Link {...props} to="/profile/$userId" params={{ userId: friend.id }} />}
              size="sm"
              fw={600}
              aria-label={`View ${fullNameOf(friend)}`}
            >
              View
            </Anchor>
          }
        />
      ))}
    </PersonList>
  );
}
