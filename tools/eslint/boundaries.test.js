import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const REPO = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(REPO, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });

tester.run('no-internal-imports', boundaries.rules['no-internal-imports'], {
  valid: [
    { filename: at('apps/web/src/features/home/home-dashboard.tsx'), code: "import { BalanceCard } from './balance-card';" },
    { filename: at('apps/web/src/features/home/home-dashboard.tsx'), code: "import { toast } from '../shell';" },
    { filename: at('apps/web/src/features/home/home-dashboard.tsx'), code: "import { toast } from '../shell/index';" },
    { filename: at('apps/web/src/features/money/send-money/screen.tsx'), code: "import { AmountField } from '../amount-field';" },
    { filename: at('apps/web/src/routes/_authed/home.tsx'), code: "import { HomeDashboard } from '../../features/home/home-dashboard';" },
    { filename: at('apps/api/src/root-router.ts'), code: "import { moneyRouter } from './modules/money';" },
    { filename: at('apps/api/src/modules/money/transfers/send-money.ts'), code: "import { x } from '../money-inputs';" },
    { filename: at('apps/api/src/modules/money/send.int.test.ts'), code: "import { signUp } from '../auth/testing/auth-test-helpers';" },
    { filename: at('apps/api/test-tools/cluster/money-checks.ts'), code: "import { x } from '../../src/modules/jobs/job-names';" },
    { filename: at('apps/web/src/features/home/x.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/account/wallet-home.tsx'),
      code: "import { BalanceCard } from '../home/balance-card';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('apps/web/src/features/money/send-money/form.ts'),
      code: "export { contacts } from '../../contacts/use-contacts';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('apps/web/src/features/money/send-money/form.ts'),
      code: "import type { SendMoneySearch } from '../../../routes/-lib/search-params';",
      errors: [{ messageId: 'routes' }],
    },
    {
      filename: at('apps/web/src/components/person-row.tsx'),
      code: "import { fullNameOf } from '../features/account';",
      errors: [{ messageId: 'shared' }],
    },
    {
      filename: at('apps/api/src/modules/money/transfers/send-money-service.ts'),
      code: "import { findUser } from '../../auth/user-repository';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('apps/api/src/server.ts'),
      code: "const m = await import('./modules/demo/seed-demo-data');",
      errors: [{ messageId: 'internal' }],
    },
  ],
});

tester.run('query-builder-in-repositories', boundaries.rules['query-builder-in-repositories'], {
  valid: [
    {
      filename: at('apps/api/src/modules/money/transaction-repository.ts'),
      code: "import { sql } from 'kysely'; db.selectFrom('transactions');",
    },
    { filename: at('apps/api/src/modules/social/relationship-sql.ts'), code: "import { sql } from 'kysely';" },
    {
      filename: at('apps/api/src/modules/money/send-money-service.ts'),
      code: "import type { Transaction } from 'kysely'; import { type Kysely } from 'kysely';",
    },
    { filename: at('packages/ledger/src/transfer.ts'), code: "db.insertInto('ledgerEntries');" },
  ],
  invalid: [
    {
      filename: at('apps/api/src/modules/money/send-money-service.ts'),
      code: "const row = await db.selectFrom('users').selectAll().executeTakeFirst();",
      errors: [{ messageId: 'call' }],
    },
    {
      filename: at('apps/api/src/modules/health/check-health.ts'),
      code: "import { sql } from 'kysely';",
      errors: [{ messageId: 'kysely' }],
    },
  ],
});

tester.run('only-ledger-writes-ledger', boundaries.rules['only-ledger-writes-ledger'], {
  valid: [
    { filename: at('packages/ledger/src/post-journal.ts'), code: "db.insertInto('ledgerEntries').values(rows);" },
    { filename: at('apps/api/src/modules/money/transaction-repository.ts'), code: "db.selectFrom('ledgerAccounts').selectAll();" },
    { filename: at('apps/api/src/modules/money/transaction-repository.ts'), code: "db.updateTable('transactions').set({ status });" },
  ],
  invalid: [
    {
      filename: at('apps/api/src/modules/money/transaction-repository.ts'),
      code: "db.updateTable('ledgerAccounts').set({ balance: 0n });",
      errors: [{ messageId: 'write' }],
    },
    {
      filename: at('apps/api/src/modules/money/transaction-repository.ts'),
      code: 'sql`UPDATE ledger_accounts SET balance = balance + ${amount} WHERE id = ${id}`;',
      errors: [{ messageId: 'write' }],
    },
    {
      filename: at('apps/api/src/modules/jobs/cleanup-repository.ts'),
      code: "db.deleteFrom('ledger_entries as e');",
      errors: [{ messageId: 'write' }],
    },
  ],
});
