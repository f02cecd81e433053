export const TEMPLATE_DATABASE = 'ghanapay_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    ghanapayAdminDatabaseUrl: string;
  }
}
