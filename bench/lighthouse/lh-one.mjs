// One Lighthouse run of a page (signed in as a demo user when SIGNED_IN=1), printing what holds the
// largest paint: the LCP element, its phases, and the longest request chain. For investigation;
// the bench (run.mjs) keeps the scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const origin = process.env.ORIGIN ?? 'http://localhost:3999';
const page = process.argv[2] ?? '/me';
let cookie = '';
if (process.env.SIGNED_IN === '1') {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ loginId: 'ama_mensah', password: 'Demo-pass-2025' }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
try {
  const { lhr } = await lighthouse(`${origin}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  console.log('performance', Math.round(lhr.categories.performance.score * 100));
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'])
    console.log(id, lhr.audits[id].displayValue);
  console.log(JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details?.items, null, 1).slice(0, 1500));
  const chains = lhr.audits['critical-request-chains']?.details?.longestChain;
  console.log('longest chain', JSON.stringify(chains));
  const boot = lhr.audits['bootup-time']?.details?.items?.slice(0, 6).map((i) => `${i.url.split('/').pop()} ${Math.round(i.total)}ms`);
  console.log('bootup', boot);
} finally {
  await chrome.kill();
}
