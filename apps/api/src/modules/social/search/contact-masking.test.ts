import { describe, expect, it } from 'vitest';
import { discloseContact, maskEmail, maskPhone } from './contact-masking';

const user = { phoneNumber: '+233244123456', email: 'abena@example.com' };

describe('discloseContact', () => {
  it('hides another user’s phone and email, leaving masked forms', () => {
    expect(discloseContact(user, { typedPhone: false, typedEmail: false })).toEqual({
      phoneNumber: null,
      email: null,
      phoneHint: '024 ••• ••56',
      emailHint: 'a•••@example.com',
    });
  });

  it('shows only what the searcher typed in full (they already have it)', () => {
    expect(discloseContact(user, { typedPhone: true, typedEmail: false })).toMatchObject({ phoneNumber: '+233244123456', email: null });
    expect(discloseContact(user, { typedPhone: false, typedEmail: true })).toMatchObject({ phoneNumber: null, email: 'abena@example.com' });
  });

  it('copes with a user who has no phone or no email', () => {
    expect(discloseContact({ phoneNumber: null, email: 'x@y.com' }, { typedPhone: false, typedEmail: false })).toEqual({
      phoneNumber: null,
      email: null,
      phoneHint: null,
      emailHint: 'x•••@y.com',
    });
  });
});

describe('masks', () => {
  it('keeps the network prefix and the last two digits of a phone, as "024 ••• ••01"', () => {
    expect(maskPhone('+233241000001')).toBe('024 ••• ••01');
    expect(maskPhone('+233501234567')).toBe('050 ••• ••67');
  });
  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('kofi.boateng@gmail.com')).toBe('k•••@gmail.com');
  });
});
