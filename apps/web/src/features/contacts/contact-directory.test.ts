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
  nameOnly: false,
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
  it('turns a name-only answer (a stranger found by the whole number) into a contact the send screen pays by id', () => {
    const stranger: SearchResult = {
      ...kofi,
      phoneNumber: '+233244123456',
      phoneHint: null,
      username: null,
      isVerified: false,
      nameOnly: true,
    };
    const picked = contactFromSearchResult(stranger);
    expect(picked).toEqual({
      id: 'u1',
      name: 'Kofi Boateng',
      phone: '+233244123456',
      email: null,
      username: null,
      profileImageUrl: null,
      hint: null,
    });
    expect(sendMoneySearchFor(picked, 'send')).toMatchObject({ recipientId: 'u1', recipientName: 'Kofi Boateng' });
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
