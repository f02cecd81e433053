// What other modules may call; everything else here is this module's own business.
export { type PickedContact } from './contact-directory';
export { ContactSection } from './contact-lists';
export { useFrequentContacts, useUserSearch } from './use-contacts';
