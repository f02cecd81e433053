/**
 * The one shape of an error body on every HTTP path (REST, the web app's fallbacks, security
 * refusals): `{ message, code, issues? }`, where issues name the failing field. tRPC's own wire
 * format is reshaped into it by the REST plugin (rest/rest-plugin.ts).
 */
export interface ErrorBody {
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
  /** A 428's proof-of-work challenge (ALTCHA): solve it and send the request again. */
  challenge?: unknown;
}

export function errorBody(message: string, code: string, issues?: ErrorBody['issues'], challenge?: unknown): ErrorBody {
  return { message, code, ...(issues ? { issues } : {}), ...(challenge ? { challenge } : {}) };
}

export const CROSS_SITE_REFUSED = errorBody('Cross-site request refused', 'FORBIDDEN');
