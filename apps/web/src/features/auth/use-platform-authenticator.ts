import { useEffect, useState } from 'react';

/** True only when this device has a platform authenticator (Face ID, Touch ID, Windows Hello...). */
export function usePlatformAuthenticator(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let active = true;
    const check = window.PublicKeyCredential?.isUserVerifyingPlatformAuthenticatorAvailable;
    if (typeof check !== 'function') return;
    check
      .call(window.PublicKeyCredential)
      .then((result) => active && setAvailable(result))
      .catch(() => active && setAvailable(false));
    return () => {
      active = false;
    };
  }, []);
  return available;
}
