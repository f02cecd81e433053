import type { Database } from '@ghanapay/db';
import { normalizeGhanaPhone } from '@ghanapay/validators';
import { findUssdViewer } from './ussd-user-repository';

/** The /ussd page's simulator acts only as the signed-in person's own phone number (any spelling of it). */
export async function simulatorMayActAs(db: Database, userId: string, phoneNumber: string): Promise<boolean> {
  const viewer = await findUssdViewer(db, userId);
  const phone = normalizeGhanaPhone(phoneNumber);
  return Boolean(viewer?.phoneNumber && phone && viewer.phoneNumber === phone);
}
