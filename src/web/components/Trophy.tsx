/** A trophy mark drawn inline (emoji fonts are not everywhere). */
export function Trophy({ size = 16, title = 'National champion' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={title} className="trophy">
      <title>{title}</title>
      <path
        fill="#f5b301"
        stroke="#b07d00"
        strokeWidth="0.8"
        d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.4 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1zM6 20h12v2H6z"
      />
    </svg>
  );
}
