const PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5.2-5.2',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  cart: 'M3 4h2l2.4 11h11.2L21 8H6.2M9 20a1 1 0 1 0 0-.1M18 20a1 1 0 1 0 0-.1',
  close: 'M6 6l12 12M18 6 6 18',
  logo: 'M3 11 12 4l9 7v9H3zM9 20v-6h6v6',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  compare: 'M8 3v18M16 3v18M4 7h8M12 17h8',
} as const;

/** Inline stroke icons: no icon font, no extra request. Decorative; the control carries the label. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
