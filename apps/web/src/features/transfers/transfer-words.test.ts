import { describe, expect, it } from 'vitest';
import { networkShort } from './transfer-words';

describe('networkShort', () => {
  it('names a network as a payer says it in a sentence, without its former brand or "MoMo"/"Cash"', () => {
    expect(networkShort('MTN MoMo')).toBe('MTN');
    expect(networkShort('Telecel Cash (Vodafone Cash)')).toBe('Telecel');
    expect(networkShort('AirtelTigo Money')).toBe('AirtelTigo');
    expect(networkShort('Ecobank Ghana')).toBe('Ecobank Ghana');
  });
});
