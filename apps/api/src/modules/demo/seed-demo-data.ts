import type { AppDeps } from '../../trpc/context';

export async function seedDemoData(_deps: AppDeps): Promise<string[]> {
  return [];
}
