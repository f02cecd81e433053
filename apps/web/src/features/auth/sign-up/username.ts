const USERNAME_MAX = 30;
const USERNAME_CHECK_FROM = 5;

/** While typing: lowercase, and only letters, digits and underscores survive (the spec). */
export function sanitizeUsername(input: string): string {
  return stripAccents(input)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, USERNAME_MAX);
}

/** The spec's prefill: lowercase first name, an underscore, lowercase last name. */
export function suggestUsername(firstName: string, lastName: string): string {
  return sanitizeUsername(`${firstName.trim()}_${lastName.trim()}`);
}

/** Whether a live availability check is worth asking the server about. */
export function shouldCheckUsername(username: string): boolean {
  return username.length >= USERNAME_CHECK_FROM && /^[a-z0-9_]+$/.test(username);
}

// "Adwoa Ampofó" should become adwoa_ampofo, not adwoa_ampof.
function stripAccents(input: string): string {
  return input.normalize('NFD').replace(/\p{M}/gu, '');
}
