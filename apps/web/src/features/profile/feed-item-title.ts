/** A profile feed line from the viewer's side: "You paid Kofi Boateng", "Ama Mensah paid you", or both names. */
export function feedItemTitle(
  item: { senderId: string; senderName: string; recipientId: string | null; recipientName: string },
  viewerId: string,
): string {
  const sender = item.senderId === viewerId ? 'You' : item.senderName;
  const recipient = item.recipientId === viewerId ? 'you' : item.recipientName;
  return `${sender} paid ${recipient}`;
}
