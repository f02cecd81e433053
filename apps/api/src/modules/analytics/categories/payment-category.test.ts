import { describe, expect, it } from 'vitest';
import { suggestCategory } from './payment-category';

const from = (message: string | null, counterparty: string | null = 'Kofi Mensah') => suggestCategory({ message, counterparty });

describe('suggestCategory', () => {
  it('reads the words a payment message uses, whole words, any case', () => {
    expect(from('Lunch at the chop bar')).toBe('food');
    expect(from('waakye money')).toBe('food');
    expect(from('TROTRO fare to Madina')).toBe('transport');
    expect(from('Bolt ride')).toBe('transport');
    expect(from('ECG prepaid')).toBe('rent_and_utilities');
    expect(from('November rent')).toBe('rent_and_utilities');
    expect(from('MTN data bundle')).toBe('airtime_and_data');
    expect(from('airtime')).toBe('airtime_and_data');
    expect(from('new shoes from Melcom')).toBe('shopping');
    expect(from('for mum')).toBe('family_and_friends');
    expect(from('Happy birthday!')).toBe('family_and_friends');
    // Part of a longer word is not the word: "parent" is not rent, "business" not bus.
    expect(from('parenting book')).toBe('other');
    expect(from('business lunch')).toBe('food');
    expect(from('business')).toBe('other');
  });

  it('falls back to the counterparty’s name, then to who was paid', () => {
    expect(from(null, 'ECG Accra East')).toBe('rent_and_utilities');
    expect(from('', 'Papaye Fast Food')).toBe('food');
    expect(suggestCategory({ message: null, counterparty: 'Ama Owusu', sameFamilyName: true })).toBe('family_and_friends');
    expect(suggestCategory({ message: 'thanks', counterparty: 'Ama Owusu', ownAccount: true })).toBe('other');
    expect(from('thanks')).toBe('other');
    expect(from(null, null)).toBe('other');
  });

  it('takes the first rule that matches: rent before food in "rent and food money"', () => {
    expect(from('rent and food money')).toBe('rent_and_utilities');
    expect(from('phone credit')).toBe('airtime_and_data');
  });
});
