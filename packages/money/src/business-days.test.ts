import { describe, expect, it } from 'vitest';
import { addBusinessDays, easterSunday, ghanaHolidays, isBusinessDay } from './business-days';

describe('Ghana public holidays', () => {
  it('finds Easter (and so Good Friday and Easter Monday) in any year', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(ghanaHolidays(2026).has('2026-04-03')).toBe(true); // Good Friday
    expect(ghanaHolidays(2026).has('2026-04-06')).toBe(true); // Easter Monday
  });

  it('follows the 2025 amendment: 1 July and 21 September are holidays, 4 August no longer', () => {
    const y2026 = ghanaHolidays(2026);
    expect(y2026.has('2026-07-01')).toBe(true);
    expect(y2026.has('2026-09-21')).toBe(true);
    expect(y2026.has('2026-08-04')).toBe(false);
    const y2024 = ghanaHolidays(2024);
    expect(y2024.has('2024-08-05')).toBe(true); // 4 August 2024 was a Sunday: observed Monday
    expect(y2024.has('2024-07-01')).toBe(false);
  });

  it("puts Farmers' Day on the first Friday of December", () => {
    expect(ghanaHolidays(2026).has('2026-12-04')).toBe(true);
    expect(ghanaHolidays(2027).has('2027-12-03')).toBe(true);
  });

  it('moves a weekend holiday to the next free weekday, as the Christmas of 2021 was moved', () => {
    const y2021 = ghanaHolidays(2021);
    expect(y2021.has('2021-12-27')).toBe(true);
    expect(y2021.has('2021-12-28')).toBe(true);
    // Boxing Day 2026 is a Saturday: observed Monday 28 December.
    expect(ghanaHolidays(2026).has('2026-12-28')).toBe(true);
  });

  it('keeps the declared Eids, and Shaqq Day after Eid al-Fitr once the 2025 amendment made it one', () => {
    expect(ghanaHolidays(2025).has('2025-03-31')).toBe(true);
    expect(ghanaHolidays(2025).has('2025-04-01')).toBe(false); // Eid al-Fitr 2025 came before the amendment
    expect(ghanaHolidays(2025).has('2025-06-06')).toBe(true);
    // 2026: Eid al-Fitr on Friday 20 March, Shaqq Day on the Saturday, observed on Monday 23.
    expect(ghanaHolidays(2026).has('2026-03-20')).toBe(true);
    expect(ghanaHolidays(2026).has('2026-03-23')).toBe(true);
  });
});

describe('addBusinessDays (standard transfers settle in 3)', () => {
  it('counts weekdays after the day of the request', () => {
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 3)).toBe('2026-11-26'); // Monday → Thursday
    expect(addBusinessDays(new Date('2026-11-26T18:00:00Z'), 3)).toBe('2026-12-01'); // Thursday → Tuesday
  });

  it('skips weekends and holidays, Christmas week included', () => {
    // Wednesday 23 Dec 2026: Thursday 24 (1), Friday 25 Christmas, Saturday, Sunday,
    // Monday 28 (Boxing Day observed), Tuesday 29 (2), Wednesday 30 (3).
    expect(addBusinessDays(new Date('2026-12-23T09:00:00Z'), 3)).toBe('2026-12-30');
    // Thursday 2 April 2026: Good Friday, the weekend and Easter Monday pass: 7, 8, 9 April.
    expect(addBusinessDays(new Date('2026-04-02T12:00:00Z'), 3)).toBe('2026-04-09');
  });

  it('counts a request made on a weekend or a holiday from the next business day', () => {
    expect(addBusinessDays(new Date('2026-11-21T12:00:00Z'), 3)).toBe('2026-11-25'); // Saturday → Wednesday
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-23')).toBe(true);
  });

  it('takes no day for zero, and refuses a fraction or a negative count', () => {
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 0)).toBe('2026-11-23');
    expect(() => addBusinessDays(new Date(), 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays(new Date(), -1)).toThrow(RangeError);
  });
});
