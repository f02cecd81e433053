import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * A push about a transfer that failed opens its card in a list (`/me#transfer-<id>`,
 * `/bank-transfers#bank-transfer-<id>`): once the list is there, that card is scrolled to and
 * returned as the one to mark. The router's own hash scroll runs before the list's data arrives.
 */
export function useLinkedCard(prefix: string, loaded: boolean): string | null {
  const hash = useLocation({ select: (location) => location.hash });
  const id = hash.startsWith(`${prefix}-`) ? hash : null;
  useEffect(() => {
    if (id && loaded) document.getElementById(id)?.scrollIntoView({ block: 'center' });
  }, [id, loaded]);
  return id;
}
