import { describe, expect, it } from 'vitest';
import { discloseContact, maskEmail, maskPhone } from './contact-masking';

const user = { phoneNumber: '+233244123456', email: 'abena@example.com' };

describe('discloseContact', () => {
  it('hides a stranger’s phone and email, leaving hints', () => {
    expect(discloseContact(user, { related: false, typedPhone: false, typedEmail: false })).toEqual({
      phoneNumber: null,
      email: null,
      phoneHint: '024•••••56',
      emailHint: 'a•••@example.com',
    });
  });

  it('shows both to a friend, contact or past counterparty', () => {
    expect(discloseContact(user, { related: true, typedPhone: false, typedEmail: false })).toMatchObject({ phoneNumber: '+233244123456', email: 'abena@example.com' });
  });

  it('shows only what the searcher typed in full', () => {
    expect(discloseContact(user, { related: false, typedPhone: true, typedEmail: false })).toMatchObject({ phoneNumber: '+233244123456', email: null });
    expect(discloseContact(user, { related: false, typedPhone: false, typedEmail: true })).toMatchObject({ phoneNumber: null, email: 'abena@example.com' });
  });

  it('copes with a user who has no phone or no email', () => {
    expect(discloseContact({ phoneNumber: null, email: 'x@y.com' }, { related: true, typedPhone: false, typedEmail: false })).toEqual({
      phoneNumber: null,
      email: 'x@y.com',
      phoneHint: null,
      emailHint: 'x•••@y.com',
    });
  });
});

describe('masks', () => {
  it('keeps the network prefix and the last two digits of a phone', () => {
    expect(maskPhone('+233501234567')).toBe('050•••••67');
  });
  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('kofi.boateng@gmail.com')).toBe('k•••@gmail.com');
  });
});
