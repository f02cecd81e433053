import { request, type FullConfig } from '@playwright/test';
import { DEMO_PASSWORD, LANGUAGE } from './support';

/** The seeded demo users (apps/api/src/modules/demo/seed-demo-data.ts). */
const DEMO_USERS = ['ama_mensah', 'kofi_boateng', 'akosua_owusu', 'yaw_asante', 'efua_addo'];

/**
 * A run in another language (`E2E_LANGUAGE`): every demo user's account speaks it, as a person who chose
 * it in Settings would (PATCH /api/preferences, after the web server has started and seeded them).
 */
export default async function setDemoUsersLanguage(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL;
  for (const username of DEMO_USERS) {
    const api = await request.newContext({ baseURL });
    const signedIn = await api.post('/api/auth/login', { data: { loginId: username, password: DEMO_PASSWORD } });
    if (!signedIn.ok()) throw new Error(`sign in ${username}: ${signedIn.status()} ${await signedIn.text()}`);
    const saved = await api.patch('/api/preferences', { data: { language: LANGUAGE } });
    if (!saved.ok()) throw new Error(`${username}'s language: ${saved.status()} ${await saved.text()}`);
    await api.dispose();
  }
}
