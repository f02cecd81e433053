import type { ReactNode } from 'react';
import classes from './page.module.css';

/** A phone-width column; `withNav` leaves room for the bottom navigation. */
export function Page({ children, withNav = false }: { children: ReactNode; withNav?: boolean }) {
  return <main className={withNav ? `${classes.page} ${classes.withNav}` : classes.page}>{children}</main>;
}
