import { createDatabase, createPool, openDatabase, type Database } from '@ghanapay/db';
import { formatCedis } from '@ghanapay/money';
import { auditLedgerReport, type LedgerViolation } from './audit-ledger';
import { loadAuditEnv } from './env';

// `pnpm ledger:audit`: exit 0 when every invariant holds, 1 on any violation, 2 when it cannot run.
const SHOWN = 50;

async function main(): Promise<number> {
  const env = loadAuditEnv();
  let db: Database;
  let close: () => Promise<void>;
  let target: string;
  if (env.databaseUrl) {
    // A plain connection: auditing never migrates someone else's database.
    db = createDatabase(createPool(env.databaseUrl, 2));
    close = () => db.destroy();
    target = redact(env.databaseUrl);
  } else {
    try {
      const opened = await openDatabase({ dataDir: env.dataDir, poolSize: 2 });
      ({ db, close } = opened);
      target = `embedded database in ${env.dataDir}`;
    } catch (error) {
      console.error(`Could not open the embedded database in ${env.dataDir}: ${(error as Error).message}`);
      console.error('If the app is running, it holds that database: stop it, or set DATABASE_URL.');
      return 2;
    }
  }
  try {
    const report = await auditLedgerReport(db);
    console.log(`Ledger audit of ${target}`);
    console.log(`  ${report.accounts} accounts, ${report.journals} journals, ${report.entries} entries`);
    console.log(`  money in wallets, held funds and fees: ${formatCedis(report.customerMoneyPesewas)}`);
    if (report.violations.length === 0) {
      console.log('  OK: every journal balances, every cached balance matches its entries, no wallet is negative');
      return 0;
    }
    console.log(`  ${report.violations.length} violation(s):`);
    for (const v of report.violations.slice(0, SHOWN)) console.log(`    ${describe(v)}`);
    if (report.violations.length > SHOWN) console.log(`    … and ${report.violations.length - SHOWN} more`);
    return 1;
  } finally {
    await close();
  }
}

function describe(v: LedgerViolation): string {
  switch (v.type) {
    case 'UNBALANCED_JOURNAL':
      return `journal ${v.journalId}: entries sum to ${v.sumPesewas} pesewas, not 0`;
    case 'EMPTY_JOURNAL':
      return `journal ${v.journalId}: has no entries`;
    case 'BALANCE_MISMATCH':
      return `account ${v.accountId}: cached balance ${v.cachedPesewas} ≠ sum of entries ${v.entriesPesewas} (pesewas)`;
    case 'NEGATIVE_BALANCE':
      return `account ${v.accountId} (${v.accountKind}): negative balance ${v.balancePesewas} pesewas`;
    case 'LEDGER_NOT_ZERO_SUM':
      return `all balances together sum to ${v.totalPesewas} pesewas, not 0`;
    case 'TRANSFER_SETTLED_AND_REVERSED':
      return `transfer ${v.transferId}: both settled and reversed`;
    case 'TRANSFER_STATE_MISMATCH':
      return `transfer ${v.transferId}: status ${v.status} does not match its journals`;
    case 'TRANSFER_HOLD_MISMATCH':
      return `transfer ${v.transferId} (${v.status}): its hold does not match its amount and journals`;
    case 'HOLD_ACCOUNT_MISMATCH':
      return `hold account ${v.accountId} holds ${v.balancePesewas} pesewas, open holds ${v.openHoldsPesewas}`;
    case 'HOLD_STATE_MISMATCH':
      return `hold ${v.holdId}: status ${v.status} does not match its journals`;
    default: {
      const never: never = v;
      return JSON.stringify(never);
    }
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Ledger audit failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
