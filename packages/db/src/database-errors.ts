/** PostgreSQL's unique_violation (SQLSTATE 23505): the row a unique index guards exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
