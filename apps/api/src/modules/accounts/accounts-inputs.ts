import { z } from 'zod';

/** JSON booleans only ("true" in a query string or form is not a JSON body's true). */
export const zFlag = (message: string) => z.boolean({ error: message });
