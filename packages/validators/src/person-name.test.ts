import { describe, expect, it } from 'vitest';
import { zName } from './auth';
import { personNameProblem } from './person-name';

const firstMessage = (value: string) => {
  const result = zName('First name').safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('person names', () => {
  it.each(['Ama', 'Ama-Mensah', "Nana Yaa O'Brien", 'Ama+1', 'Kwabena Ɔkyeame', 'Łukasz', 'أمينة', 'Ama@Home'])('accepts %j', (name) => {
    expect(personNameProblem(name, 'First name')).toBeNull();
    expect(firstMessage(name)).toBeUndefined();
  });

  it.each(['Ama\r\nReply 1 to send ₵500', 'Ama\nMensah', 'Ama\tMensah', 'Ama\u0000', 'Ama\u0085x', 'Ama\u2028Mensah'])(
    'refuses control characters and line breaks (%j), which split an SMS or a USSD menu',
    (name) => {
      expect(firstMessage(name)).toBe('First name cannot contain line breaks or control characters');
    },
  );

  it.each(['\u202EhsneM amA', 'Ama\u2066x\u2069', 'Ama\u200F', 'Ama\u061C', 'Ama\u202A'])('refuses bidi controls (%j)', (name) => {
    expect(firstMessage(name)).toBe('First name cannot contain text-direction characters');
  });

  it.each(['=HYPERLINK("http://evil.example","Ama")', '+233241234567', '-2+3', '@SUM(A1)', ' =1+1', '＝1+1'])(
    'refuses a leading formula character (%j), which a spreadsheet would run',
    (name) => {
      expect(firstMessage(name)).toBe('First name cannot start with =, +, - or @');
    },
  );

  it('still trims and measures what it accepts', () => {
    expect(zName('Last name').parse('  Mensah ')).toBe('Mensah');
    expect(firstMessage('A')).toBe('First name must be at least 2 characters');
  });
});
