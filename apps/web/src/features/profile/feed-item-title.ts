import { t } from '@lingui/core/macro';
/** A profile feed line from the viewer's side: "You paid Kofi Boateng", "Ama Mensah paid you", or both names. */
export function feedItemTitle(
  item: { senderId: string; senderName: string; recipientId: string | null; recipientName: string },
  viewerId: string,
): string {
  if (item.senderId === viewerId) return t`You paid ${item.recipientName}`;
  if (item.recipientId === viewerId) return t`${item.senderName} paid you`;
  return t`${item.senderName} paid ${item.recipientName}`;
}
