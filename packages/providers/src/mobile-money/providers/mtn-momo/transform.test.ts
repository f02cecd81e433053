import { describe, expect, it } from 'vitest';
import { describeMtnError, isNoSuchAccountHolder, registeredNameOf, toMsisdn } from './transform';

describe('MTN MoMo transform', () => {
  it('spells a number as MTN wants it: country code, no plus', () => {
    expect(toMsisdn('+233241234567')).toBe('233241234567');
  });
  it('reads the holder’s name from `name`, else given and family names', () => {
    expect(registeredNameOf({ name: 'Sand Box', given_name: 'x', family_name: 'y' })).toBe('Sand Box');
    expect(registeredNameOf({ given_name: 'Ama', family_name: 'Mensah' })).toBe('Ama Mensah');
    expect(registeredNameOf({ sub: '0' })).toBeNull();
  });
  it('tells "no such wallet" from an outage', () => {
    expect(isNoSuchAccountHolder(404, { code: 'RESOURCE_NOT_FOUND' })).toBe(true);
    expect(isNoSuchAccountHolder(400, { code: 'PAYEE_NOT_FOUND' })).toBe(true);
    expect(isNoSuchAccountHolder(500, { code: 'INTERNAL_PROCESSING_ERROR' })).toBe(false);
    expect(describeMtnError(500, { code: 'INTERNAL_PROCESSING_ERROR', message: 'down' })).toBe('HTTP 500 INTERNAL_PROCESSING_ERROR down');
  });
});
