import type { FirstScreen } from './page-chunks';

/**
 * The pages whose first screen comes in chunks of their own (page-chunks.ts), and the one list of
 * which path draws which page: the build writes it into page-preloads.json, and the server
 * (apps/api/src/http/static-web.ts) names each page's files in its HTML from there.
 *
 * Every screen of the two spec documents and the everyday payment screens. A screen left out
 * downloads whole first-screen chunks of the listed pages its code shares modules with (/settings
 * downloaded sign-in's, home's and /me's). Each lists what it renders at once: its route's component,
 * the lazy parts drawn with it, the signed-in layout and the bottom navigation. A page's name is
 * lowercase letters only (it names its chunks). first-screens.test.ts holds every route file to an
 * entry here or in `WITHOUT_FIRST_SCREEN`.
 */
const signedIn = (paths: string[], ...files: string[]): FirstScreen => ({
  paths,
  modules: [
    'routes/_authed.tsx?tsr-split=component',
    ...files.map((file) => (file.startsWith('routes/') ? `${file}?tsr-split=component` : file)),
    'features/shell/bottom-nav.tsx',
  ],
});
const signedOut = (paths: string[], ...modules: string[]): FirstScreen => ({ paths, modules });

export const FIRST_SCREENS: Record<string, FirstScreen> = {
  // `/` is the landing page to a visitor and the home screen to someone signed in.
  landing: { ...signedOut(['/'], 'routes/index.tsx?tsr-split=component'), visitorsOnly: true },
  auth: signedOut(['/auth'], 'routes/auth.tsx?tsr-split=component', 'features/auth/sign-in/sign-in-panel.tsx'),
  home: signedIn(['/', '/home'], 'routes/index.tsx', 'routes/_authed/home.tsx', 'features/home/home-dashboard.tsx'),
  me: signedIn(['/me'], 'routes/_authed/me.tsx'),
  analytics: signedIn(['/analytics'], 'routes/_authed/analytics.tsx'),
  // Everyday payments (issue 29): each within the landing page's script budget.
  pay: signedIn(['/pay'], 'routes/_authed/pay.index.tsx'),
  airtime: signedIn(['/pay/airtime'], 'routes/_authed/pay.airtime.tsx'),
  bills: signedIn(['/pay/bills'], 'routes/_authed/pay.bills.tsx'),
  shop: signedIn(['/pay/shop'], 'routes/_authed/pay.shop.tsx'),
  merchant: signedIn(['/merchant'], 'routes/_authed/merchant.tsx'),
  verify: signedOut(['/verify/$code'], 'routes/verify.$code.tsx?tsr-split=component'),
  // A payment link, opened by people without the app on any phone (issue 31): public, small. Any
  // /pay/<code> but the pay screens' own paths above.
  paylink: signedOut(['/pay/$code'], 'routes/pay.$code.tsx?tsr-split=component'),
  demo: signedOut(['/demo'], 'routes/demo.tsx?tsr-split=component'),
  recipients: signedIn(['/recipient-search'], 'routes/_authed/recipient-search.tsx'),
  send: signedIn(['/send-money'], 'routes/_authed/send-money.tsx'),
  transfer: signedIn(['/money-transfer'], 'routes/_authed/money-transfer.tsx'),
  history: signedIn(['/history'], 'routes/_authed/history.tsx'),
  scan: signedIn(['/scan'], 'routes/_authed/scan.tsx'),
  profile: signedIn(['/profile', '/profile/$userId'], 'routes/_authed/profile/index.tsx', 'routes/_authed/profile/$userId.tsx'),
  notifications: signedIn(['/notifications'], 'routes/_authed/notifications.tsx'),
  friends: signedIn(['/friends'], 'routes/_authed/friends.tsx'),
  settings: signedIn(['/settings'], 'routes/_authed/settings.tsx'),
  kyc: signedIn(['/identity-verification'], 'routes/_authed/identity-verification.tsx'),
  cards: signedIn(['/cards'], 'routes/_authed/cards.tsx'),
  banks: signedIn(['/bank-transfers'], 'routes/_authed/bank-transfers.tsx'),
  momo: signedIn(['/mobile-money'], 'routes/_authed/mobile-money.tsx'),
  accounts: signedIn(['/payment-accounts'], 'routes/_authed/payment-accounts.tsx'),
  ussd: signedIn(['/ussd'], 'routes/_authed/ussd.tsx'),
  split: signedIn(['/split-bill'], 'routes/_authed/split-bill.tsx'),
};

const LATER =
  'added by a later issue, outside the documents’ screens that Lighthouse measures; planning it re-cuts every planned page’s chunks, so it waits for a measured run (docs/performance.md)';

/** The routes without a first screen of their own (the bundler's own split, no preloads in their HTML), and why. */
export const WITHOUT_FIRST_SCREEN: Record<string, string> = {
  '/dev/inbox': 'a demo tool (the simulated SMS and e-mail), not a screen of the product',
  '/dev/providers': 'a demo tool (the simulated providers), not a screen of the product',
  '/privacy': 'a legal text, opened from a link rather than first',
  '/terms': 'a legal text, opened from a link rather than first',
  '/staff': 'the staff console, used by a few people on desktops',
  '/staff/audit-log': 'the staff console, used by a few people on desktops',
  '/staff/complaints': 'the staff console, used by a few people on desktops',
  '/staff/reconciliation': 'the staff console, used by a few people on desktops',
  '/staff/reversals': 'the staff console, used by a few people on desktops',
  '/kyc-review': 'the staff console, used by a few people on desktops',
  '/send': LATER,
  '/request': LATER,
  '/split': LATER,
  '/qr-scanner': LATER,
  '/ussd-integration': LATER,
  '/complaints': LATER,
  '/complaints/new': LATER,
  '/complaints/$reference': LATER,
  '/receipts/$receiptId': LATER,
  '/reversals': LATER,
  '/payment-links': LATER,
  '/standing-orders': LATER,
};
