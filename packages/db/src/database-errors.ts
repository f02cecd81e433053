/** The SQLSTATE of an error PostgreSQL raised, or undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** PostgreSQL's unique_violation (SQLSTATE 23505): the row a unique index guards exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
