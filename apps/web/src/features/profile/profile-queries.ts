import { trpc } from '../../lib/trpc';

// A profile's three reads, shared by the screen and the /profile routes' loaders (so the keys match).
export const userProfileQuery = (userId: string) => trpc.social.getUserProfile.queryOptions({ userId });
export const userTransactionsQuery = (userId: string) => trpc.social.listUserTransactions.queryOptions({ userId });
export const userFriendsQuery = (userId: string) => trpc.social.listUserFriends.queryOptions({ userId });
