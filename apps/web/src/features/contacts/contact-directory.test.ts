import { describe, expect, it } from 'vitest';
import { contactFromFrequent, contactFromSearchResult, type FrequentContact, type SearchResult } from './contact-directory';
import { sendMoneySearchFor } from './send-money-link';

const kofi: SearchResult = {
  id: 'u1',
  firstName: 'Kofi',
  lastName: 'Boateng',
  phoneNumber: null,
  email: null,
  phoneHint: '024•••••02',
  emailHint: null,
  username: 'kofi_boateng',
  profileImageUrl: null,
  isVerified: true,
  isFriend: false,
  lastTransactionDate: null,
};

describe('contactFromSearchResult', () => {
  it('keeps the user id, the name and what may be shown of the phone', () => {
    expect(contactFromSearchResult(kofi)).toEqual({
      id: 'u1',
      name: 'Kofi Boateng',
      phone: null,
      email: null,
      username: 'kofi_boateng',
      profileImageUrl: null,
      hint: '024•••••02',
    });
  });
  it('names a nameless user "Unknown User"', () => {
    expect(contactFromSearchResult({ ...kofi, firstName: '', lastName: ' ' }).name).toBe('Unknown User');
  });
});

describe('contactFromFrequent', () => {
  const base: FrequentContact = {
    id: 'u3',
    userId: 'u3',
    name: 'Efua Addo',
    phone: '+233261000005',
    email: null,
    username: 'efua_addo',
    profileImage: null,
    lastTransactionDate: null,
    isFrequent: true,
  };
  it('uses the account id, never the id of a saved contact without an account', () => {
    expect(contactFromFrequent(base)).toMatchObject({ id: 'u3', name: 'Efua Addo', phone: '+233261000005', username: 'efua_addo' });
    expect(contactFromFrequent({ ...base, id: 'contact-8', userId: null, name: 'Mum' }).id).toBeNull();
  });
});

describe('sendMoneySearchFor', () => {
  it('passes every field to /send-money, missing ones empty', () => {
    expect(sendMoneySearchFor(contactFromSearchResult(kofi), 'request')).toEqual({
      action: 'request',
      recipientId: 'u1',
      recipientName: 'Kofi Boateng',
      recipientPhone: '',
      recipientEmail: '',
      recipientUsername: 'kofi_boateng',
    });
  });
});
