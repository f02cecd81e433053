// Icons are imported one file each (`@tabler/icons-react/dist/esm/icons/IconBell.mjs`), never through
// the 6,000-icon barrel, which dev mode would load whole. The package ships no per-file types.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
}
