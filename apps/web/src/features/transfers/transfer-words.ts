import { t } from '@lingui/core/macro';

/**
 * Where a transfer went or came from, as the API names it: a network's or bank's own name stays as it
 * is; its two common nouns are written in the language shown.
 */
export function destinationText(destination: string): string {
  if (destination === 'Card') return t`Card`;
  if (destination === 'Bank account') return t`Bank account`;
  return destination;
}

/** A network as a payer names it in a sentence ("the code Telecel sent"): its name without "MoMo", "Cash", "Money". */
export function networkShort(destination: string): string {
  return destination.replace(/ (MoMo|Cash|Money)$/, '');
}
