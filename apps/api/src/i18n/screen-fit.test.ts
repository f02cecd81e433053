import { describe, expect, it } from 'vitest';
import { measure } from './gsm-alphabet';
import { fitUssdScreen, smsSegments, toGsmSpelling } from './screen-fit';

describe('measuring a text in its encoding', () => {
  it('GSM-7 counts a septet per character and two for the extension table (€ [ ] { } ^ ~ | \\)', () => {
    expect(measure('Send GHS 5.00 to Ama')).toEqual({ encoding: 'gsm7', units: 20 });
    expect(measure('é è à ù Ñ')).toEqual({ encoding: 'gsm7', units: 9 });
    expect(measure('€5 [x]')).toEqual({ encoding: 'gsm7', units: 9 });
  });

  it.each([
    ['Twi', 'Hwɛ wo sika'],
    ['Twi', 'Ɔhaw'],
    ['Ewe', 'Ɖo ga ɖa'],
    ['Ewe', 'ŋkeke'],
    ['Hausa', 'ƙari'],
    ['French', 'Crédit reçu'],
    ['cedi', '₵5.00'],
  ])('a %s letter outside the GSM alphabet makes the whole text UCS-2, a unit per character (%s)', (_language, text) => {
    expect(measure(text)).toEqual({ encoding: 'ucs2', units: text.length });
  });
});

describe('fitting a USSD screen', () => {
  it('keeps a GSM-7 screen of 182 characters whole and cuts a longer one to 182', () => {
    expect(fitUssdScreen('x'.repeat(182))).toEqual({ text: 'x'.repeat(182), encoding: 'gsm7', truncated: false });
    expect(fitUssdScreen('x'.repeat(183))).toMatchObject({ encoding: 'gsm7', truncated: true });
    expect(fitUssdScreen('x'.repeat(183)).text).toHaveLength(182);
  });

  it('keeps a UCS-2 screen of 80 characters as written, with its own letters', () => {
    const text = `Hwɛ wo sika ${'a'.repeat(68)}`;
    expect(text).toHaveLength(80);
    expect(fitUssdScreen(text)).toEqual({ text, encoding: 'ucs2', truncated: false });
  });

  it('writes a longer UCS-2 screen in the GSM spelling of its letters (ɛ → e, ŋ → ng, ƙ → k, ê → e), 182 again', () => {
    const text = `Ɛwɔ ha: ŋkeke ɖeka, ƙari, fête ${'a'.repeat(60)}`;
    const fitted = fitUssdScreen(text);
    expect(fitted).toMatchObject({ encoding: 'gsm7', truncated: false });
    expect(fitted.text).toBe(`Ewo ha: ngkeke deka, kari, fete ${'a'.repeat(60)}`);
  });

  it('never sends a character the GSM alphabet lacks once it has fallen back', () => {
    expect(toGsmSpelling('Ɔkwan ʋĩ ₵12.50 “ok” — Ŋ')).toBe('Okwan vi GHS 12.50 "ok" - Ng');
    expect(measure(toGsmSpelling('漢字')).encoding).toBe('gsm7');
  });
});

describe('SMS segments', () => {
  it('160 GSM-7 characters in one, 153 a part beyond; 70 UCS-2 in one, 67 a part beyond', () => {
    expect(smsSegments('x'.repeat(160))).toEqual({ encoding: 'gsm7', segments: 1 });
    expect(smsSegments('x'.repeat(161))).toEqual({ encoding: 'gsm7', segments: 2 });
    expect(smsSegments(`ɛ${'x'.repeat(69)}`)).toEqual({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments(`ɛ${'x'.repeat(70)}`)).toEqual({ encoding: 'ucs2', segments: 2 });
    expect(smsSegments(`ɛ${'x'.repeat(134)}`)).toEqual({ encoding: 'ucs2', segments: 3 });
  });
});
