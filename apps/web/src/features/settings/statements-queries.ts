import { trpc } from '../../lib/trpc';
import type { StatementRequest } from './statements-periods';

export const statementQuery = (request: StatementRequest) => trpc.money.getStatement.queryOptions(request);
