import { describe, expect, it } from 'vitest';
import { unknownUser } from '../../lib/user-display';
import { directionOf, ghpId, statusColor } from './transaction-display';

const tx = { senderId: 'u-ama', senderName: 'Ama Mensah', recipientId: 'u-kofi', recipientName: 'Kofi Boateng', amount: '1250.50' };

describe('directionOf', () => {
  it('reads "You paid {recipient}" with a red minus amount for the sender', () => {
    expect(directionOf(tx, 'u-ama')).toEqual({
      outgoing: true,
      title: 'You paid Kofi Boateng',
      counterpartyId: 'u-kofi',
      counterpartyName: 'Kofi Boateng',
      signedAmount: '-₵1,250.50',
      color: 'red',
    });
  });

  it('reads "{sender} paid you" with a green plus amount for the recipient', () => {
    expect(directionOf(tx, 'u-kofi')).toMatchObject({
      outgoing: false,
      title: 'Ama Mensah paid you',
      counterpartyId: 'u-ama',
      signedAmount: '+₵1,250.50',
      color: 'green',
    });
  });

  it('names a missing counterparty "Unknown User"', () => {
    expect(directionOf({ ...tx, recipientName: null, recipientId: null }, 'u-ama').title).toBe(`You paid ${unknownUser()}`);
    expect(directionOf({ ...tx, senderName: '  ' }, 'u-kofi').title).toBe('Unknown User paid you');
  });
});

describe('ghpId', () => {
  it('is GHP and the id padded to 8 digits', () => {
    expect(ghpId(42)).toBe('GHP00000042');
    expect(ghpId('123456789')).toBe('GHP123456789');
  });
});

describe('statusColor', () => {
  it('follows the spec: completed green, pending yellow, failed and blocked red, others grey', () => {
    expect(['completed', 'pending', 'failed', 'blocked', 'cancelled', 'reversed'].map(statusColor)).toEqual([
      'green',
      'yellow',
      'red',
      'red',
      'gray',
      'gray',
    ]);
  });
});
