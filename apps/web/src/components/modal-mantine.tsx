// The lazy part of components/modal.tsx: Mantine's Modal in a chunk of its own.
export { Modal as default } from '@mantine/core';
