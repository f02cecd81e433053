// What other modules may use of settings: the saved appearance, applied when a signed-in app starts.
export { useSavedAppearance } from './use-saved-appearance';
