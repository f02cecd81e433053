import { describe, expect, it } from 'vitest';
import { fraudInsights, type BehaviourFacts } from './fraud-insights';

const quiet: BehaviourFacts = {
  payments: 0,
  spentPesewas: 0n,
  weekendPesewas: 0n,
  lateNightPayments: 0,
  largestPesewas: 0n,
  newContactsThisWeek: 0,
  openAlerts: 0,
  securityNoticesOn: true,
};

describe('fraudInsights', () => {
  it('says nothing about someone who has not paid anyone', () => {
    expect(fraudInsights(quiet)).toEqual({ behaviorAnalysis: [], recommendations: [], behaviorAnalysisKeys: [], recommendationKeys: [] });
  });

  it('tells weekends from weekdays by where more than half the money went', () => {
    const some = { ...quiet, payments: 2, spentPesewas: 100_00n, largestPesewas: 60_00n };
    expect(fraudInsights({ ...some, weekendPesewas: 60_00n }).behaviorAnalysis[0]).toBe('Most of your spending is on weekends');
    expect(fraudInsights({ ...some, weekendPesewas: 50_00n }).behaviorAnalysis[0]).toBe('Most of your spending is on weekdays');
    expect(fraudInsights(some).behaviorAnalysis).toEqual([
      'Most of your spending is on weekdays',
      'Your largest payment in the last 90 days was ₵60.00',
    ]);
    expect(fraudInsights(some).behaviorAnalysisKeys[1]).toEqual({ key: 'largest_payment', values: { amount: '60.00' } });
  });

  it('keeps at most 3 observations and 2 recommendations, in rule order', () => {
    const busy: BehaviourFacts = {
      payments: 9,
      spentPesewas: 900_00n,
      weekendPesewas: 800_00n,
      lateNightPayments: 4,
      largestPesewas: 300_00n,
      newContactsThisWeek: 4,
      openAlerts: 1,
      securityNoticesOn: false,
    };
    expect(fraudInsights(busy)).toEqual({
      // The same lines as keys and figures, which the web writes in the person's language.
      behaviorAnalysisKeys: [
        { key: 'spending_weekends', values: {} },
        { key: 'new_contacts_week', values: { count: 4 } },
        { key: 'late_night_payments', values: { count: 4 } },
      ],
      recommendationKeys: [
        { key: 'review_open_alerts', values: { count: 1 } },
        { key: 'check_new_payee_name', values: {} },
      ],
      behaviorAnalysis: [
        'Most of your spending is on weekends',
        'You paid 4 new contacts this week',
        '4 payments in the last 90 days were made late at night (10 pm to 5 am)',
      ],
      recommendations: [
        'Review your 1 open fraud alert: confirm or dismiss each one',
        'Check the name shown before you pay someone new: scammers pose as people you know',
      ],
    });
  });

  it('recommends security notices only to someone who turned them off', () => {
    expect(fraudInsights({ ...quiet, securityNoticesOn: false }).recommendations).toEqual([
      'Turn on security notices in Settings so you hear about every new sign-in',
    ]);
    expect(
      fraudInsights({ ...quiet, newContactsThisWeek: 1, payments: 1, spentPesewas: 5_00n, largestPesewas: 5_00n }).behaviorAnalysis,
    ).toContain('You paid 1 new contact this week');
  });
});
