/** The app's mark: a cedi sign on Ghana green, drawn as strokes (no font to find for ₵, so it looks the same on every phone). Decorative; the product name is always written beside it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0b7a4b" />
      <path d="M39.7 22.8a12 12 0 1 0 0 18.4M32 15v34" fill="none" stroke="#fcd116" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
