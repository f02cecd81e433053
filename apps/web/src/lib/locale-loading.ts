import { setMessageTranslator } from './translate-message';
/**
 * Another language's compiled catalog (@lingui/vite-plugin compiles the .po at build time): out of the
 * first download, since startI18n imports this module only when a language other than English was chosen.
 */
const catalogs = {
  tw: () => import('../locales/tw/messages.po'),
  ee: () => import('../locales/ee/messages.po'),
  ha: () => import('../locales/ha/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

/** The language's catalog; the validators' and the API's English messages are shown translated from then on. */
export async function loadCatalog(locale: keyof typeof catalogs) {
  const [{ messages }, { translateValidationMessage }] = await Promise.all([catalogs[locale](), import('./validation-messages')]);
  setMessageTranslator(translateValidationMessage);
  return messages;
}
