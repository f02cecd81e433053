import { z } from 'zod';
import { LANGUAGES } from './language-names';

export { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from './language-names';

export const zLanguage = z.enum(LANGUAGES, { error: 'Language is en, tw, ee, ha or fr' });
