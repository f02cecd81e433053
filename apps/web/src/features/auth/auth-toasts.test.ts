import { describe, expect, it } from 'vitest';
import { codeFromResponse, codeSentToast, sendCodeFailureToast } from './auth-toasts';

describe('sendCodeFailureToast', () => {
  it("shows the server's message for 10 s", () => {
    expect(sendCodeFailureToast('Too many codes requested')).toEqual({
      title: 'Failed to Send Code',
      message: 'Too many codes requested',
      destructive: true,
      durationMs: 10_000,
    });
    expect(sendCodeFailureToast('').message).toBe('Please try again');
  });

  it('reads an unauthorized service as a deployment issue', () => {
    expect(sendCodeFailureToast('401: Unauthorized').title).toBe('Deployment Issue');
  });
});

describe('codeSentToast', () => {
  it('shows the demo code for 15 s', () => {
    const toast = codeSentToast('Verification Code Sent', { message: 'Code sent to 024 100 0001.', demoCode: '123456' });
    expect(toast.message).toBe('Code sent to 024 100 0001. Your code is 123456.');
    expect(codeSentToast('Verification Code Sent', { message: 'Code sent', demoCode: '123456' }).message).toBe(
      'Code sent. Your code is 123456.',
    );
    expect(toast.durationMs).toBe(15_000);
  });

  it('takes the code from verificationCode or a six-digit number in the message, as the spec says', () => {
    expect(codeSentToast('Verification Code Sent', { message: 'Code sent', verificationCode: '654321' }).message).toBe(
      'Code sent. Your code is 654321.',
    );
    expect(codeSentToast('Verification Code Sent', { message: 'Your code is 777888' }).message).toBe('Your code is 777888');
    expect(codeFromResponse({ message: 'Your code is 777888' })).toBe('777888');
    expect(codeFromResponse({ message: 'Code sent to the number ending in 2223' })).toBeUndefined();
  });
});
