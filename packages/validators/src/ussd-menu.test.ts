import { describe, expect, it } from 'vitest';
import { USSD_CODE, ussdTelHref } from './ussd-menu';

describe('ussdTelHref', () => {
  it('dials *920*00# with the # percent-encoded, so the dialler does not cut it off as a fragment', () => {
    expect(ussdTelHref()).toBe('tel:*920*00%23');
    expect(USSD_CODE).toBe('*920*00#');
    expect(new URL(ussdTelHref()).hash).toBe('');
  });

  it('encodes every # of a longer code', () => {
    expect(ussdTelHref('*920*00*2#')).toBe('tel:*920*00*2%23');
  });
});
