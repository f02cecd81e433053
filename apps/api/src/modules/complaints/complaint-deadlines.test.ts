import { describe, expect, it } from 'vitest';
import { complaintDeadlines, extendedResolveBy, isBreached, workingDaysLeft } from './complaint-deadlines';

const at = (day: string, time = '16:30:00') => new Date(`${day}T${time}Z`);

describe('complaint deadlines in Ghana working days', () => {
  it('filed on the Thursday before Easter: Good Friday and Easter Monday do not count, nor does May Day in the extension', () => {
    expect(complaintDeadlines(at('2026-04-02'))).toEqual({ acknowledgeBy: '2026-04-09', resolveBy: '2026-04-13' });
    expect(extendedResolveBy('2026-04-13')).toBe('2026-05-05');
  });

  it('filed just before Christmas 2026: Christmas (Friday), Boxing Day (Saturday, kept on Monday 28) and New Year are skipped', () => {
    expect(complaintDeadlines(at('2026-12-23'))).toEqual({ acknowledgeBy: '2026-12-30', resolveBy: '2027-01-04' });
    // The extension runs over Constitution Day (Thursday 7 January 2027).
    expect(extendedResolveBy('2027-01-04')).toBe('2027-01-26');
  });

  it('Republic Day (1 July, a Wednesday in 2026) and Farmers’ Day (first Friday of December) are days off', () => {
    expect(complaintDeadlines(at('2026-06-29'))).toEqual({ acknowledgeBy: '2026-07-03', resolveBy: '2026-07-07' });
    expect(complaintDeadlines(at('2026-11-27', '09:00:00'))).toEqual({ acknowledgeBy: '2026-12-02', resolveBy: '2026-12-07' });
  });

  it('a complaint filed at the weekend counts from Monday', () => {
    expect(complaintDeadlines(at('2026-11-28'))).toEqual(complaintDeadlines(at('2026-11-29')));
    expect(complaintDeadlines(at('2026-11-29')).acknowledgeBy).toBe('2026-12-02');
  });

  it('working days left count the holidays out, are 0 on the day, negative once past', () => {
    expect(workingDaysLeft('2026-12-03', '2026-12-07')).toBe(1); // Farmers' Day and the weekend between
    expect(workingDaysLeft('2026-12-07', '2026-12-07')).toBe(0);
    expect(workingDaysLeft('2026-12-08', '2026-12-07')).toBe(-1);
    expect(workingDaysLeft('2026-12-12', '2026-12-11')).toBe(-1); // a Saturday after a Friday deadline
    expect(workingDaysLeft('2026-12-16', '2026-12-07')).toBe(-7);
  });

  it('breached only when past the last deadline and still open', () => {
    expect(isBreached('2026-12-08', '2026-12-07', true)).toBe(true);
    expect(isBreached('2026-12-07', '2026-12-07', true)).toBe(false);
    expect(isBreached('2026-12-08', '2026-12-07', false)).toBe(false);
  });
});
