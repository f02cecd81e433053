import { describe, expect, it } from 'vitest';
import { describeRule, ordinal, recipientFields, ruleFor, shortDay } from './schedule-choice';

describe('standing-order schedules in the form', () => {
  it('each choice makes the rule the API reads, and reads back in words', () => {
    const cases = [
      [ruleFor('weekly', { weekday: 5, monthDay: 1 }), 'FREQ=WEEKLY;BYDAY=FR', 'Every Friday'],
      [ruleFor('monthly_day', { weekday: 0, monthDay: 1 }), 'FREQ=MONTHLY;BYMONTHDAY=1', 'Every month on the 1st'],
      [ruleFor('monthly_day', { weekday: 0, monthDay: 22 }), 'FREQ=MONTHLY;BYMONTHDAY=22', 'Every month on the 22nd'],
      [ruleFor('monthly_last_day', { weekday: 0, monthDay: 1 }), 'FREQ=MONTHLY;BYMONTHDAY=-1', 'Every month on its last day'],
      [
        ruleFor('monthly_first_working_day', { weekday: 0, monthDay: 1 }),
        'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1',
        'Every month on its first working day',
      ],
      [
        ruleFor('monthly_last_working_day', { weekday: 0, monthDay: 1 }),
        'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
        'Every month on its last working day',
      ],
    ];
    for (const [made, rule, words] of cases) {
      expect(made).toBe(rule);
      expect(describeRule(rule!)).toBe(words);
    }
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO')).toBe('On the schedule FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
  });

  it('ordinals and days as people read them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
    expect(shortDay('2026-12-04')).toBe('Fri 4 Dec');
  });

  it('a person named by e-mail, phone or username', () => {
    expect(recipientFields(' ama@example.com ')).toEqual({ recipientEmail: 'ama@example.com' });
    expect(recipientFields('024 412 3456')).toEqual({ recipientPhone: '0244123456' });
    expect(recipientFields('+233244123456')).toEqual({ recipientPhone: '+233244123456' });
    expect(recipientFields('@kofi_b')).toEqual({ recipientUsername: 'kofi_b' });
    expect(recipientFields('kofi_b')).toEqual({ recipientUsername: 'kofi_b' });
  });
});
