import { t } from '@lingui/core/macro';
import { interruptsUser } from '@ghanapay/fraud';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { alertMessageText, FraudAlertDialog, fraudReasonsText } from '../money';
import { useRefreshMoney } from '../money';
import type { FraudAlert } from '../money';

/** The unresolved alerts serious enough to interrupt the person (packages/fraud decides the score). */
export function interruptingAlerts<T extends Pick<FraudAlert, 'id' | 'isResolved' | 'riskScore'>>(
  alerts: readonly T[],
  dismissed: ReadonlySet<number> = new Set(),
): T[] {
  return alerts.filter((alert) => !alert.isResolved && !dismissed.has(alert.id) && interruptsUser(alert.riskScore));
}

/**
 * Opens by itself while a serious fraud alert (see interruptsUser) is unresolved, showing the latest;
 * milder ones only mark the bell. The dashboard offers only
 * Close, which marks the unresolved alerts resolved: the person has seen them, and the bell's dot and
 * this dialog should not come back for the same alerts on every visit.
 */
export function SuspiciousActivityModal({ alerts }: { alerts: readonly FraudAlert[] }) {
  const refreshMoney = useRefreshMoney();
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const unresolved = interruptingAlerts(alerts, dismissed);
  const resolve = useMutation(trpc.money.resolveFraudAlert.mutationOptions());
  const latest = unresolved[0];
  if (!latest) return null;

  const close = () => {
    const ids = unresolved.map((alert) => alert.id);
    setDismissed((previous) => new Set([...previous, ...ids]));
    void Promise.allSettled(ids.map((id) => resolve.mutateAsync({ id }))).then(() => refreshMoney());
  };

  const message = alertMessageText(latest);
  return (
    <FraudAlertDialog
      opened
      title={t`Suspicious Activity Detected`}
      description={unresolved.length > 1 ? t`${message} (and ${unresolved.length - 1} more)` : message}
      riskScore={latest.riskScore}
      reasons={fraudReasonsText(latest.riskFactors, latest.riskFactorKeys)}
      onClose={close}
    />
  );
}
