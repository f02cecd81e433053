import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk } from './testing/ussd-test-helpers';

// USSD in the account's language (docs/decisions.md "Languages"): a screen that fits 80 UCS-2
// characters keeps Twi's own letters (ɛ, ɔ); a longer one is written in their GSM spelling (e, o)
// and holds 182 again.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
});
afterAll(async () => {
  await t?.close();
});

const local = (e164: string) => `0${e164.slice(4)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function personIn(
  language: string,
  options: { balance?: bigint; firstName?: string; lastName?: string } = {},
): Promise<MoneyTestUser> {
  const user = await createMoneyUser(t, { balance: options.balance ?? 100_00n, firstName: options.firstName, lastName: options.lastName });
  await setWebPin(user.client, '4821');
  const res = await user.client.patch('/api/preferences', { language });
  expect(res.status, res.text).toBe(200);
  return user;
}

const TWI_MAIN_MENU =
  'Nkabom\n1 Hwe wo sika\n2 Soma sika\n3 Sika abisadee\n4 Akontaabu tiawa\n5 Sesa PIN\n6 Airtime\n7 Tua ka\n8 Tua dwadini\n9 Ka ohaw bi\n10 Kasa\n0 Fi mu';

describe('USSD in Twi', () => {
  it('the main menu is in Twi (in the GSM spelling: it is longer than 80 UCS-2 characters); a wrong choice says so in Twi', async () => {
    const ama = await personIn('tw');
    const session = dial(t, ama.phoneNumber, 'form');
    const opening = await session.open();
    expect(opening).toMatchObject({ status: 200, continueSession: true, message: TWI_MAIN_MENU });
    expect(opening.raw).toBe(`CON ${TWI_MAIN_MENU}`);
    expect((await session.reply('99')).message).toBe(`Wo paw no ntee.\n${TWI_MAIN_MENU}`);
    expect(await session.reply('0')).toMatchObject({ continueSession: false, message: 'Meda wo ase sɛ wode Nkabom di dwuma.' });
  });

  it('the balance, with Twi letters kept where the screen fits in UCS-2', async () => {
    const ama = await personIn('tw', { balance: 123_45n });
    const session = dial(t, ama.phoneNumber, 'json');
    await session.open();
    expect((await session.reply('1')).message).toBe('Hyɛ wo USSD PIN na hwɛ sika a ɛwɔ wo kotokuo mu:');
    expect(await session.reply('4821')).toMatchObject({
      continueSession: false,
      message: 'Sika a ɛwɔ wo Nkabom kotokuo mu yɛ GHS 123.45.',
    });
  });

  it('2 Soma sika: phone, amount, the confirmation, the PIN; the money moves once and the recipient is told in their own language', async () => {
    const kofi = await personIn('tw');
    const esi = await personIn('ee', { firstName: 'Esi', lastName: 'Boateng', balance: 0n });
    await esi.client.patch('/api/preferences', { notifications: { sms: true } });
    const session = dial(t, kofi.phoneNumber, 'form');
    await walk(session, ['2']);
    expect((await session.reply('12345')).message).toBe('Fon nɔma no nteɛ. Hyɛ nea ɔbɛgye sika no fon nɔma:');
    expect((await session.reply(local(esi.phoneNumber))).message).toBe('Hyɛ sika dodoɔ wɔ GHS:');
    expect((await session.reply('abc')).message).toBe('Sika dodoɔ no nteɛ. Hyɛ sika dodoɔ wɔ GHS:');
    const confirm = await session.reply('25.50');
    expect(confirm.message).toBe(`Soma GHS 25.50 ma ${esi.name}\nFee: GHS 0.00\nHye wo USSD PIN de si so dua, anaa 0 de gyae:`);
    const sent = await session.reply('4821');
    expect(sent.continueSession).toBe(false);
    expect(sent.message).toMatch(new RegExp(`^Woasoma GHS 25\\.50 ama ${esi.name}\\. Ref GHP\\d{8}\\. Sika a aka: GHS 74\\.50\\.$`));
    expect(await balanceOf(t, esi.id)).toBe(25_50n);
    expect(await balanceOf(t, kofi.id)).toBe(74_50n);
    await settle();
    expect(t.notifier.lastTo(esi.phoneNumber)?.text).toBe(`Nkabom: ${kofi.name} ɖo ₵25.50 ɖe wò. Ele wò gakotoku me fifia.`);
  });
});

describe("a service's refusal, in the session's language", () => {
  it('a send the balance does not cover ends in Twi (English keeps the service’s own words); nothing moves', async () => {
    const kofi = await personIn('tw', { balance: 10_00n });
    const esi = await personIn('en', { balance: 5_00n });
    const twi = dial(t, kofi.phoneNumber, 'json');
    await walk(twi, ['2', local(esi.phoneNumber), '50']);
    expect(await twi.reply('4821')).toMatchObject({ continueSession: false, message: 'Sika a ɛwɔ wo kotokuo mu nnɔɔso. Wɔantua hwee.' });
    const english = dial(t, esi.phoneNumber, 'json');
    await walk(english, ['2', local(kofi.phoneNumber), '50']);
    expect(await english.reply('4821')).toMatchObject({ continueSession: false, message: 'Insufficient balance' });
    expect(await balanceOf(t, kofi.id)).toBe(10_00n);
    expect(await balanceOf(t, esi.id)).toBe(5_00n);
  });

  it('an amount above the per-payment maximum is asked again in French', async () => {
    const marie = await personIn('fr');
    const session = dial(t, marie.phoneNumber, 'json');
    await walk(session, ['2', '0241234567']);
    expect(await session.reply('30000')).toMatchObject({
      continueSession: true,
      message: `Le montant ne peut dépasser GHS 25,000.00 par transaction. Entrez le montant en GHS :`,
    });
  });
});

describe('10 Language', () => {
  it('lists the languages by their own names; a choice is kept for the account and the menu answers in it', async () => {
    const yaw = await personIn('en');
    const session = dial(t, yaw.phoneNumber, 'json');
    await session.open();
    const menu = await session.reply('10');
    expect(menu).toMatchObject({ continueSession: true, message: 'Language\n1 English\n2 Twi\n3 Eʋegbe\n4 Hausa\n5 Français' });
    expect((await session.reply('7')).message).toBe('Invalid choice.\nLanguage\n1 English\n2 Twi\n3 Eʋegbe\n4 Hausa\n5 Français');
    expect((await session.reply('2')).message).toBe(TWI_MAIN_MENU);
    expect((await yaw.client.get('/api/preferences')).body.language).toBe('tw');
    expect((await yaw.client.get('/api/auth/user')).body.language).toBe('tw');
    // The next session opens in Twi.
    expect((await dial(t, yaw.phoneNumber, 'json').open()).message).toBe(TWI_MAIN_MENU);
  });

  it('a number without an account is answered in English', async () => {
    const answer = await dial(t, '0551239876', 'json').open();
    expect(answer.message).toMatch(/^This number has no Nkabom wallet\./);
  });
});
