import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { deleteOtherSessionsOfUser, deleteSessionOfUser, listSessionsOfUser } from '../sessions/session-repository';
import { describeUserAgent, deviceIdOf, maskAddress } from './device-rules';
import type { TDevice } from './device-procedures.types';

interface StoredSession {
  signedInAt?: number;
  lastSeenAt?: number;
  device?: { userAgent: string | null; ip: string | null };
}

/** My sessions as devices, this one first, then the most recently seen. */
export async function listDevices(deps: AppDeps, userId: string, currentSid: string): Promise<TDevice[]> {
  const rows = await listSessionsOfUser(deps.db, userId, deps.now());
  const devices = rows.map((row) => {
    const sess = (row.sess ?? {}) as StoredSession;
    const { browser, os } = describeUserAgent(sess.device?.userAgent);
    return {
      id: deviceIdOf(row.sid),
      browser,
      os,
      place: maskAddress(sess.device?.ip),
      signedInAt: sess.signedInAt ? new Date(sess.signedInAt) : null,
      lastSeenAt: sess.lastSeenAt ? new Date(sess.lastSeenAt) : null,
      thisDevice: row.sid === currentSid,
    };
  });
  return devices.sort(
    (a, b) => Number(b.thisDevice) - Number(a.thisDevice) || (b.lastSeenAt?.getTime() ?? 0) - (a.lastSeenAt?.getTime() ?? 0),
  );
}

/** Ends one of my sessions by its public id; its cookie is refused from the next request on. */
export async function signOutDevice(deps: AppDeps, userId: string, deviceId: string, currentSid: string) {
  const rows = await listSessionsOfUser(deps.db, userId, deps.now());
  const target = rows.find((row) => deviceIdOf(row.sid) === deviceId);
  if (!target) throw new AppError('NOT_FOUND', 'This device is not signed in');
  if (target.sid === currentSid) throw new AppError('VALIDATION_FAILED', 'To sign out this device, use Log out');
  await deleteSessionOfUser(deps.db, userId, target.sid);
  deps.sessionCache?.drop(target.sid);
  return { message: 'The device was signed out', signedOut: 1 };
}

export async function signOutOtherDevices(deps: AppDeps, userId: string, currentSid: string) {
  const ended = await deleteOtherSessionsOfUser(deps.db, userId, currentSid);
  for (const sid of ended) deps.sessionCache?.drop(sid);
  return {
    message:
      ended.length === 0 ? 'No other device was signed in' : `Signed out ${ended.length} other device${ended.length === 1 ? '' : 's'}`,
    signedOut: ended.length,
  };
}
