import { plural } from '@lingui/core/macro';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pendingRequestsQuery, POLL_MS } from './money-queries';

/** On the send screens: requests waiting for an answer (the spec polls them every 5 s there). */
export function PendingRequestsNotice() {
  const { data } = useQuery(pendingRequestsQuery(POLL_MS.pendingRequestsFocused));
  const count = data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Anchor component={Link} to="/notifications" size="sm" fw={600}>
      {plural(count, { one: '# money request is waiting for your answer', other: '# money requests are waiting for your answer' })}
    </Anchor>
  );
}
