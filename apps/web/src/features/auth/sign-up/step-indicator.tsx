import { msg, t } from '@lingui/core/macro';
import classes from './step-indicator.module.css';

const SIGN_UP_STEPS = [msg`Contact`, msg`Verify`, msg`Name`, msg`Account`];

/** The sign-up step indicator: an ordered list, the current step marked with aria-current. */
export function StepIndicator({ active }: { active: number }) {
  const step = active + 1;
  const steps = SIGN_UP_STEPS.length;
  return (
    <ol className={classes.list} aria-label={t`Sign-up progress: step ${step} of ${steps}`}>
      {SIGN_UP_STEPS.map((label, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'todo';
        return (
          <li key={label.id} className={classes.item} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            {t(label)}
          </li>
        );
      })}
    </ol>
  );
}
