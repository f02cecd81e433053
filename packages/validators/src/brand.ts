/**
 * The product's name, held in one place: screens, page titles, the USSD greeting, SMS, e-mail, PDFs
 * and the manifest all read it, so a later change of name is this one line.
 */
export const APP_NAME = 'Nkabom';

/** The name in file names, sender addresses and process labels ("nkabom-statement-2026-11.pdf"). */
export const APP_SLUG = APP_NAME.toLowerCase();
