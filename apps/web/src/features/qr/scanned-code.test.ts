import { describe, expect, it } from 'vitest';
import { cameraErrorMessage, classifyScannedText } from './scanned-code';

describe('classifyScannedText', () => {
  it('passes a signed payment code on (trimmed) for the API to verify', () => {
    expect(classifyScannedText('  ghanapay:pay:v1:abc:ama_mensah:sig \n')).toEqual({
      kind: 'signed',
      payload: 'ghanapay:pay:v1:abc:ama_mensah:sig',
    });
  });

  it('passes a shop code (EMVCo, any network) and a checksummed person code to readQr', () => {
    const shop = '00020101021126360012com.ghanapay0106123456520458125303936540512.505802GH5914Auntie Ama Bar6005Accra6304ABCD';
    expect(classifyScannedText(` ${shop}\n`)).toEqual({ kind: 'ghqr', payload: shop });
    expect(classifyScannedText('ghanapay:pay?u=ama_owusu&c=9F3C')).toEqual({ kind: 'ghqr', payload: 'ghanapay:pay?u=ama_owusu&c=9F3C' });
  });

  it('refuses codes that are not ours without asking the API', () => {
    expect(classifyScannedText('https://example.com/pay')).toEqual({ kind: 'foreign' });
    expect(classifyScannedText('WIFI:S:home;;')).toEqual({ kind: 'foreign' });
    expect(classifyScannedText('')).toEqual({ kind: 'foreign' });
    expect(classifyScannedText(null)).toEqual({ kind: 'foreign' });
  });
});

describe('cameraErrorMessage', () => {
  it('explains a denied camera and a missing one differently', () => {
    expect(cameraErrorMessage(new DOMException('denied', 'NotAllowedError'))).toMatch(/Camera access was denied/);
    expect(cameraErrorMessage(new DOMException('none', 'NotFoundError'))).toMatch(/No camera was found/);
    expect(cameraErrorMessage(new Error('odd'))).toMatch(/could not start/);
  });
});
