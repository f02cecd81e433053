import { zJsonBoolean } from '@ghanapay/validators';

/** JSON booleans only ("true" in a query string or form is not a JSON body's true; see zJsonBoolean). */
export const zFlag = (message: string) => zJsonBoolean(message);
