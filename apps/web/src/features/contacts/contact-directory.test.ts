import { describe, expect, it } from 'vitest';
import { contactFromFrequent, contactFromUser } from './contact-directory';
import { sendMoneySearchFor } from './send-money-link';

describe('contactFromUser', () => {
  it('reads the spec search result and names a nameless user "Unknown User"', () => {
    expect(contactFromUser({ id: 'u1', firstName: 'Kofi', lastName: 'Boateng', phoneNumber: '+233241000002', email: null, username: 'kofi_boateng', profileImageUrl: null })).toEqual({
      id: 'u1',
      name: 'Kofi Boateng',
      phone: '+233241000002',
      email: null,
      username: 'kofi_boateng',
      profileImageUrl: null,
    });
    expect(contactFromUser({ id: 'u2' }).name).toBe('Unknown User');
  });
});

describe('contactFromFrequent', () => {
  it('reads the spec contact view, keeping the account id rather than the contact row id', () => {
    expect(contactFromFrequent({ id: 7, userId: 'u3', name: 'Efua Addo', phone: '0241000005', username: 'efua_addo', profileImage: null, isFrequent: true })).toMatchObject({
      id: 'u3',
      name: 'Efua Addo',
      phone: '0241000005',
      username: 'efua_addo',
    });
    expect(contactFromFrequent({ id: 8, name: 'Mum', phone: '0241234567' }).id).toBeNull();
  });
});

describe('sendMoneySearchFor', () => {
  it('passes every field to /send-money, missing ones empty', () => {
    const contact = contactFromUser({ id: 'u1', firstName: 'Kofi', lastName: 'Boateng', username: 'kofi_boateng' });
    expect(sendMoneySearchFor(contact, 'request')).toEqual({
      action: 'request',
      recipientId: 'u1',
      recipientName: 'Kofi Boateng',
      recipientPhone: '',
      recipientEmail: '',
      recipientUsername: 'kofi_boateng',
    });
  });
});
