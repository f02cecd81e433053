/** The app's mark: a cedi sign on Ghana green. Decorative; the product name is always written beside it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0b7a4b" />
      <text x="32" y="45" fontFamily="Arial,sans-serif" fontSize="36" fontWeight="700" textAnchor="middle" fill="#fcd116">
        ₵
      </text>
    </svg>
  );
}
