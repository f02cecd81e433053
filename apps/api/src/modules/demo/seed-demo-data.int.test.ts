import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed-demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seedDemoData', () => {
  it('creates the five demo users with wallets, and a second run creates nothing', async () => {
    const first = await seedDemoData(t.deps);
    expect(first).toEqual(['ama_mensah', 'kofi_boateng', 'akosua_owusu', 'yaw_asante', 'efua_addo']);
    const users = await t.deps.db
      .selectFrom('users')
      .innerJoin('ledgerAccounts', 'ledgerAccounts.userId', 'users.id')
      .select([
        'username',
        'firstName',
        'lastName',
        'phoneNumber',
        'email',
        'phoneVerified',
        'ledgerAccounts.kind',
        'ledgerAccounts.balancePesewas',
      ])
      .orderBy('phoneNumber')
      .execute();
    expect(users).toHaveLength(5);
    expect(users.find((u) => u.username === 'akosua_owusu')).toEqual({
      username: 'akosua_owusu',
      firstName: 'Akosua',
      lastName: 'Owusu',
      phoneNumber: '+233541000003',
      email: 'akosua.owusu@example.com',
      phoneVerified: true,
      kind: 'wallet',
      balancePesewas: '100000',
    });

    expect(await seedDemoData(t.deps)).toEqual([]);
    // A second run credits nobody again: each wallet still holds exactly ₵1,000.00.
    const balances = await t.deps.db.selectFrom('ledgerAccounts').select('balancePesewas').where('kind', '=', 'wallet').execute();
    expect(balances.map((b) => b.balancePesewas)).toEqual(Array(5).fill('100000'));
    const count = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe('5');
  });

  it.each(DEMO_USERS.map((u) => [u.username, u.phoneNumber, u.email] as const))(
    'lets %s sign in by username, phone and e-mail',
    async (username, phone, email) => {
      for (const loginId of [username, phone, email]) {
        const res = await t.client().post('/api/auth/login', { loginId, password: DEMO_PASSWORD });
        expect(res.status, `${loginId}: ${res.text}`).toBe(200);
        expect(res.body.username).toBe(username);
      }
    },
  );
});
