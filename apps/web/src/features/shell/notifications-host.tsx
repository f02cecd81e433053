import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-center" limit={1} zIndex={2000} />;
}
