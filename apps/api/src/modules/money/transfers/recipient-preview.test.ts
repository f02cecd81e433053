import { describe, expect, it } from 'vitest';
import { momoDisplayName } from './recipient-preview';

describe('momoDisplayName', () => {
  it('shows the first name and the last initial, as mobile money does', () => {
    expect(momoDisplayName({ firstName: 'Kofi', lastName: 'Boateng' })).toBe('Kofi B.');
    expect(momoDisplayName({ firstName: ' Ama ', lastName: 'owusu-ansah' })).toBe('Ama O.');
  });

  it('shows the first name alone when there is no last name', () => {
    expect(momoDisplayName({ firstName: 'Esi', lastName: '' })).toBe('Esi');
  });
});
