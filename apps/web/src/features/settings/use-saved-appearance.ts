import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesQuery } from './settings-queries';

/**
 * The appearance saved in Settings, applied on every device the person signs in on (Mantine then
 * remembers it on this device). Read once per session, after the first screen is drawn.
 */
export function useSavedAppearance(signedIn: boolean) {
  const { setColorScheme } = useMantineColorScheme();
  const preferences = useQuery({ ...preferencesQuery(), enabled: signedIn, staleTime: Infinity });
  const appearance = preferences.data?.appearance;
  useEffect(() => {
    if (appearance) setColorScheme(appearance);
  }, [appearance, setColorScheme]);
}
