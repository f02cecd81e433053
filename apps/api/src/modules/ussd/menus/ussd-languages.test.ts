import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@ghanapay/validators';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '../../../i18n/catalogs/en';
import { fitUssdScreen } from '../../../i18n/screen-fit';
import { translate } from '../../../i18n/translate';
import { billProcessingText } from './ussd-money';
import { amountTooLargeText, ghs, HELD_DAYS, mainMenuText, MORE_INPUT, paginate, short } from './ussd-screens';

// Every USSD screen of the catalogs, in every language, with the longest values the menus put in
// them (a 30-character name where the menu cuts at 30, ₵99,999.99, a 20-digit bill number), fits
// the handset's screen in its encoding (i18n/screen-fit.ts) without a character cut.

const MONEY = ghs(9_999_999n); // GHS 99999.99
const NAME_30 = short('Abena Akosua Nyarko-Mensah Owusu-Ansah', 30);
const NAME_24 = short('Kwabena Agyemang-Owusu Ansah', 24);
const NOTE = ` "${short('School fees for the second term and the books', 40)}"`;
const MERCHANT = 'Kejetia Mega Stores Ltd 2';
const NAME_70 = short('KWABENA AGYEMANG-OWUSU-ANSAH OF THE VERY LONG FAMILY NAME THAT NO BILLER EVER SENDS', 70); // a business name is at most 25 characters
const LONGEST_NUMBER = '12345678901234567890';

function valuesFor(language: Language, key: MessageKey): Record<string, string | number> {
  const summary = translate(language, 'ussd.requestSummary', { amount: MONEY, name: NAME_24 });
  const noWalletYet = translate(language, 'ussd.noWalletYet', { phone: '+233241234567', days: HELD_DAYS });
  const byKey: Partial<Record<MessageKey, Record<string, string | number>>> = {
    'ussd.sendConfirm': { amount: MONEY, fee: MONEY, to: noWalletYet },
    'ussd.requestAsks': { name: NAME_24, amount: MONEY, note: NOTE },
    'ussd.reversalLine': { name: short('Yaw Boateng-Asamoah', 14), amount: MONEY },
    'ussd.merchantPaid': { amount: MONEY, name: MERCHANT, ref: crypto.randomUUID(), balance: MONEY },
    'ussd.airtimeProcessing': { amount: MONEY, biller: 'AirtelTigo airtime', number: '0571234567' },
    'ussd.billProcessing': { amount: MONEY, biller: 'ECG postpaid', number: LONGEST_NUMBER },
    'ussd.billNameConfirm': { biller: 'ECG postpaid', number: LONGEST_NUMBER, name: NAME_70 },
    'ussd.billNameAgain': { name: NAME_70 },
    'ussd.billConfirm': { amount: MONEY, biller: 'ECG postpaid', number: LONGEST_NUMBER, holder: ` (${short(NAME_70, 40)})` },
    'ussd.merchantConfirm': { id: '123456', name: MERCHANT, city: 'Sekondi Takora' },
    'ussd.merchantNameAgain': { name: MERCHANT },
    'ussd.merchantAmount': { name: MERCHANT },
    'ussd.merchantPayConfirm': { amount: MONEY, name: MERCHANT, id: '123456' },
    'ussd.merchantRefused': { reason: 'You cannot pay your own business' },
    'ussd.complaintPayments': {
      lines: [1, 2, 3]
        .map((i) => `${i} 27/11 -${MONEY} ${short(NAME_30, 12)}`)
        .concat(`4 ${translate(language, 'ussd.other')}`)
        .join('\n'),
    },
    // The longest date a month gives in each language's CLDR data (ussd-complaint-menus.ts DATE_LOCALE).
    'ussd.complaintFiled': { reference: 'CMP-2026-000123', date: 'Ɔpɛnimma 30' },
    'ussd.replyRange': { max: 4 },
    'ussd.reversalAsks': { name: NAME_24, amount: MONEY, reason: short('I sent it to the wrong number, please return it to me', 40) },
  };
  const billPrompt = [
    translate(language, 'ussd.billAmountPrompt', { min: '1.00', max: '5000.00' }),
    translate(language, 'ussd.billNumberPrompt', { biller: 'ECG postpaid', label: 'smartcard number' }),
  ].sort((a, b) => b.length - a.length)[0]!;
  return (
    byKey[key] ?? {
      amount: MONEY,
      balance: MONEY,
      fee: MONEY,
      name: NAME_30,
      phone: '+233241234567',
      to: NAME_30,
      summary,
      ref: 'A1B2C3D4E5',
      at: '23:59',
      days: HELD_DAYS,
      count: 12,
      tries: 2,
      attempts: 5,
      note: NOTE,
      biller: 'ECG postpaid',
      label: 'smartcard number',
      number: LONGEST_NUMBER,
      prompt: billPrompt,
      min: MONEY,
      max: MONEY,
      status: 'reversed',
    }
  );
}

const USSD_KEYS = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('ussd.'));

/** The screens the menus build from more than one message. */
function composedScreens(language: Language): [string, string][] {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values);
  const held = t('ussd.heldWaiting', { amount: MONEY, count: 12, days: HELD_DAYS });
  const lines = Array.from({ length: 5 }, (_, i) => `${i + 1} 27/11 -${MONEY} ${short(NAME_30, 14)}`);
  return [
    ['invalid choice + main menu', `${t('ussd.invalidChoice')}\n${mainMenuText(language)}`],
    ['PIN set + main menu', `${t('ussd.pinSet')}\n${mainMenuText(language)}`],
    ['no wallet + money waiting', `${t('ussd.noWallet')} ${held}`],
    ['language menu', [t('ussd.languageMenu'), ...LANGUAGES.map((code, i) => `${i + 1} ${LANGUAGE_NAMES[code]}`)].join('\n')],
    ['invalid choice + airtime', `${t('ussd.invalidChoice')}\n${t('ussd.airtimeMenu')}`],
    ['amount too large', amountTooLargeText({ language })],
    ...[true, false].map((smsFollows): [string, string] => [
      `bill processing (SMS ${smsFollows ? 'on' : 'off'})`,
      billProcessingText(language, {
        airtime: false,
        amountPesewas: 9_999_999n,
        billerName: 'ECG postpaid',
        customerNumber: LONGEST_NUMBER,
        smsFollows,
      }),
    ]),
    ...paginate(language, t('ussd.statementHeader'), lines).map((page, i): [string, string] => [`statement page ${i + 1}`, page]),
  ];
}

describe.each(LANGUAGES)('USSD screens in %s', (language) => {
  it.each(USSD_KEYS)('%s fits its screen whole', (key) => {
    const text = translate(language, key, valuesFor(language, key));
    expect(fitUssdScreen(text), text).toMatchObject({ truncated: false });
  });

  it('the screens built from several messages fit whole', () => {
    const cut = composedScreens(language).filter(([, text]) => fitUssdScreen(text).truncated);
    expect(cut.map(([what]) => what)).toEqual([]);
  });

  it(`a paged list keeps "${MORE_INPUT}" and its word on every page but the last`, () => {
    const lines = Array.from({ length: 30 }, (_, i) => `${i + 1} ${NAME_24} ${MONEY}`);
    const pages = paginate(language, translate(language, 'ussd.requestsHeader'), lines);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(fitUssdScreen(page).truncated).toBe(false);
    const more = `\n${MORE_INPUT} ${translate(language, 'ussd.more')}`;
    pages.slice(0, -1).forEach((page) => expect(page.endsWith(more)).toBe(true));
  });
});
