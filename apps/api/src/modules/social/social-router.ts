import { router } from '../../trpc/init';
import { blockUserProcedure } from './blocks/block-user';
import { reportUserProcedure } from './blocks/report-user';
import { unblockUserProcedure } from './blocks/unblock-user';
import { listFrequentContactsProcedure } from './contacts/list-frequent-contacts';
import { acceptFriendRequestProcedure } from './friends/accept-friend-request';
import { getFriendshipStatusProcedure } from './friends/get-friendship-status';
import { listFriendRequestsProcedure } from './friends/list-friend-requests';
import { listFriendsProcedure } from './friends/list-friends';
import { rejectFriendRequestProcedure } from './friends/reject-friend-request';
import { sendFriendRequestProcedure } from './friends/send-friend-request';
import { getUserProfileProcedure } from './profiles/get-user-profile';
import { listUserFriendsProcedure } from './profiles/list-user-friends';
import { listUserTransactionsProcedure } from './profiles/list-user-transactions';
import { generateQrCodeProcedure } from './qr/generate-qr-code';
import { verifyQrCodeProcedure } from './qr/verify-qr-code';
import { searchUsersProcedure } from './search/search-users';
import { addCommentProcedure } from './transactions/add-comment';
import { addReactionProcedure } from './transactions/add-reaction';
import { getUserLikeProcedure } from './transactions/get-user-like';
import { listCommentsProcedure } from './transactions/list-comments';
import { listLikesProcedure } from './transactions/list-likes';
import { listReactionsProcedure } from './transactions/list-reactions';
import { removeReactionProcedure } from './transactions/remove-reaction';
import { setTransactionVisibilityProcedure } from './transactions/set-transaction-visibility';
import { toggleLikeProcedure } from './transactions/toggle-like';

export const socialRouter = router({
  listReactions: listReactionsProcedure,
  addReaction: addReactionProcedure,
  removeReaction: removeReactionProcedure,
  listComments: listCommentsProcedure,
  addComment: addCommentProcedure,
  listLikes: listLikesProcedure,
  getUserLike: getUserLikeProcedure,
  toggleLike: toggleLikeProcedure,
  setTransactionVisibility: setTransactionVisibilityProcedure,
  blockUser: blockUserProcedure,
  unblockUser: unblockUserProcedure,
  reportUser: reportUserProcedure,
  listFriends: listFriendsProcedure,
  listFriendRequests: listFriendRequestsProcedure,
  sendFriendRequest: sendFriendRequestProcedure,
  acceptFriendRequest: acceptFriendRequestProcedure,
  rejectFriendRequest: rejectFriendRequestProcedure,
  getFriendshipStatus: getFriendshipStatusProcedure,
  getUserProfile: getUserProfileProcedure,
  listUserFriends: listUserFriendsProcedure,
  listUserTransactions: listUserTransactionsProcedure,
  searchUsers: searchUsersProcedure,
  listFrequentContacts: listFrequentContactsProcedure,
  generateQrCode: generateQrCodeProcedure,
  verifyQrCode: verifyQrCodeProcedure,
});
