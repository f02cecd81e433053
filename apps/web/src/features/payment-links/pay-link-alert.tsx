// Mantine's Alert in a chunk of its own: /pay/$code shows one only on a refusal, never on its first screen.
export { Alert as default } from '@mantine/core';
