import { msg, t } from '@lingui/core/macro';
import IconHistory from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconScan from '@tabler/icons-react/dist/esm/icons/IconScan.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { Link } from '@tanstack/react-router';
import classes from './bottom-nav.module.css';

const ENTRIES = [
  { to: '/', label: msg`Home`, Icon: IconHome },
  { to: '/history', label: msg`History`, Icon: IconHistory },
  { to: '/friends', label: msg`Friends`, Icon: IconUsers },
  { to: '/scan', label: msg`Scan`, Icon: IconScan },
  { to: '/me', label: msg`Me`, Icon: IconUser },
] as const;

/** The signed-in bottom bar; the entry of the current path is highlighted (aria-current="page"). */
export default function BottomNav() {
  return (
    <nav className={classes.nav} aria-label={t`Main`}>
      <ul className={classes.list}>
        {ENTRIES.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={classes.link} activeOptions={{ exact: to === '/' }}>
              <Icon size={22} aria-hidden="true" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
