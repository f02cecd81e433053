import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, type SocialTestUser } from '../../social/testing/social-test-helpers';

let t: TestApp;
let efua: SocialTestUser;

beforeAll(async () => {
  t = await startTestApp();
  efua = await createUser(t, { firstName: 'Efua', lastName: 'Addo' });
});
afterAll(async () => {
  await t?.close();
});

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('POST /api/profile/picture', () => {
  it('re-encodes a photo to a 512×512 WebP without its metadata, serves it from this origin, and the user points at it', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b7a4b' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-place' } } })
      .toBuffer();
    const res = await efua.client.post('/api/profile/picture', { profileImageUrl: dataUrl('image/jpeg', photo) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.profileImageUrl).toMatch(new RegExp(`^/api/profile-images/${efua.id}\\?v=[\\w-]{16}$`));
    const image = await fetch(t.baseUrl + res.body.profileImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
    expect(bytes.toString('latin1')).not.toContain('secret-gps-place');
    const again = await fetch(t.baseUrl + res.body.profileImageUrl, { headers: { 'if-none-match': image.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await efua.client.get('/api/auth/user')).body.profileImageUrl).toBe(res.body.profileImageUrl);
  });

  it('refuses what is not an image, a file renamed as one, an undecodable one and one over 5 MB, changing nothing', async () => {
    const user = await createUser(t);
    const before = (await user.client.get('/api/auth/user')).body.profileImageUrl;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [string, string][] = [
      ['data:text/html;base64,PHNjcmlwdD4=', 'Please select an image file'],
      [dataUrl('image/png', Buffer.from('<svg onload=alert(1)>')), 'Please select an image file'],
      [dataUrl('image/jpeg', png), 'Please select an image file'],
      [
        dataUrl('image/png', Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)])),
        'This image could not be read. Please choose another picture.',
      ],
      [dataUrl('image/png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])), 'Please select an image smaller than 5MB'],
      ['https://evil.example/picture.png', 'Please select an image file'],
    ];
    for (const [profileImageUrl, message] of cases) {
      const res = await user.client.post('/api/profile/picture', { profileImageUrl });
      expect(res.status, profileImageUrl.slice(0, 40)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await user.client.get('/api/auth/user')).body.profileImageUrl).toBe(before);
    expect((await fetch(`${t.baseUrl}/api/profile-images/${user.id}`)).status).toBe(404);
  });

  it('needs a session', async () => {
    const res = await fetch(`${t.baseUrl}/api/profile/picture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"profileImageUrl":"x"}',
    });
    expect(res.status).toBe(401);
  });
});

describe('body limits', () => {
  it('keeps every other REST call at the server’s 256 KB, declared or streamed, while the picture route takes 5 MB', async () => {
    const big = JSON.stringify({ provider: 'MTN MoMo', phoneNumber: '0241234567', accountName: 'x'.repeat(300 * 1024) });
    const declared = await efua.client.post('/api/mobile-money/accounts', big);
    expect(declared.status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await fetch(`${t.baseUrl}/api/mobile-money/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: efua.client.cookieHeader(), origin: t.baseUrl },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await efua.client.get('/api/mobile-money/accounts')).body).toEqual([]);
    const trpc = await efua.client.post('/trpc/accounts.addMobileMoneyAccount', big);
    expect(trpc.status).toBe(413);
  });
});
