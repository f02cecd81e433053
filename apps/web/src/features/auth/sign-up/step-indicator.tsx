import classes from './step-indicator.module.css';

const SIGN_UP_STEPS = ['Contact', 'Verify', 'Name', 'Account'] as const;

/** The sign-up step indicator: an ordered list, the current step marked with aria-current. */
export function StepIndicator({ active }: { active: number }) {
  return (
    <ol className={classes.list} aria-label={`Sign-up progress: step ${active + 1} of ${SIGN_UP_STEPS.length}`}>
      {SIGN_UP_STEPS.map((label, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'todo';
        return (
          <li key={label} className={classes.item} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.dot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
