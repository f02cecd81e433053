import { describe, expect, it } from 'vitest';
import { auditRowHash, findBrokenAuditRow, GENESIS_HASH, type AuditChainRow } from './audit-chain';

function chain(count: number): (AuditChainRow & { hash: string })[] {
  const rows: (AuditChainRow & { hash: string })[] = [];
  let prevHash = GENESIS_HASH;
  for (let i = 1; i <= count; i++) {
    const row: AuditChainRow = {
      id: String(i),
      at: new Date(Date.UTC(2026, 10, 27, 3, i)),
      staffUserId: '00000000-0000-4000-8000-000000000001',
      staffRole: 'support',
      action: 'customer.view',
      subjectUserId: null,
      subjectReference: null,
      reason: 'Caller asked about a payment',
      details: { viewed: ['profile'], query: { b: 1, a: 2 } },
      prevHash,
    };
    const hash = auditRowHash(row);
    rows.push({ ...row, hash });
    prevHash = hash;
  }
  return rows;
}

describe('the audit chain', () => {
  it('an untouched chain has no broken row', () => {
    expect(findBrokenAuditRow(chain(5), GENESIS_HASH).broken).toBeNull();
  });

  it('does not depend on the order of the details’ keys', () => {
    const [row] = chain(1);
    expect(auditRowHash({ ...row!, details: { query: { a: 2, b: 1 }, viewed: ['profile'] } })).toBe(row!.hash);
  });

  it('names the row whose reason was edited', () => {
    const rows = chain(5);
    rows[2] = { ...rows[2]!, reason: 'Nothing to see here' };
    expect(findBrokenAuditRow(rows, GENESIS_HASH).broken).toMatchObject({
      id: '3',
      problem: expect.stringContaining('the row was changed'),
    });
  });

  it('names the row after a deleted one', () => {
    const rows = chain(5);
    rows.splice(1, 1);
    expect(findBrokenAuditRow(rows, GENESIS_HASH).broken).toMatchObject({ id: '3', problem: expect.stringContaining('prev_hash') });
  });
});
