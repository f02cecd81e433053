import { describe, expect, it } from 'vitest';
import { namesMatch, outcomeForName } from './account-verifier';

describe('namesMatch', () => {
  it.each([
    ['Ama Mensah', 'AMA MENSAH'],
    ['Ama Mensah', 'Mensah Ama'],
    ['Ama Mensah', 'Ama Serwaa Mensah'],
    ['Kofi Boateng-Asare', 'kofi boateng asare'],
    ['Éfua Addo', 'Efua Addo'],
    ['Yaw', 'Yaw Asante'],
  ])('%s matches %s', (typed, registered) => expect(namesMatch(typed, registered)).toBe(true));

  it.each([
    ['Ama Owusu', 'Ama Mensah'],
    ['Kofi Mensah', 'Ama Serwaa'],
    ['', 'Ama Mensah'],
    ['A. B.', 'Ama Boateng'],
  ])('%s does not match %s', (typed, registered) => expect(namesMatch(typed, registered)).toBe(false));

  it('explains a mismatch in words the person can act on', () => {
    expect(outcomeForName('Ama Owusu', 'AMA MENSAH')).toEqual({
      status: 'unverified',
      reason: 'The name on this account does not match the name you entered',
      registeredName: 'AMA MENSAH',
    });
  });
});
