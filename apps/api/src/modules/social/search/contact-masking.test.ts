import { describe, expect, it } from 'vitest';
import { discloseContact } from './contact-masking';

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
