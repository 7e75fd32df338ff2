/** Line icons drawn for this site (24 × 24, stroke = currentColor), decorative unless labelled. */
const ICON_PATHS = {
  shield: 'M12 3l7 3v6c0 4.5-3 7.6-7 9-4-1.4-7-4.5-7-9V6l7-3z M9 12l2 2 4-4',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 017 0v3 M12 15v2',
  chart: 'M4 20V4 M4 20h16 M8 16v-5 M12 16V8 M16 16v-3',
  trend: 'M3 17l6-6 4 4 8-8 M15 7h6v6',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5 M16 4.5a3.5 3.5 0 010 6.5 M18 14.8c2 .6 3.2 2.4 3.5 5.2',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8z M4.5 21c.8-4 3.7-6.5 7.5-6.5s6.7 2.5 7.5 6.5',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.4-7.5 10-7.5 10z',
  pulse: 'M3 12h4l2-5 4 10 2-5h6',
  brain:
    'M9 4.5a3 3 0 00-3 3 3 3 0 00-2 5.2A3.2 3.2 0 007.5 18 2.5 2.5 0 0012 19V5.5A2.5 2.5 0 009 4.5z M15 4.5a3 3 0 013 3 3 3 0 012 5.2 3.2 3.2 0 01-3.5 5.3A2.5 2.5 0 0112 19',
  cloud: 'M7 18h10.5a4 4 0 00.6-8A6 6 0 006.3 9.2 4.5 4.5 0 007 18z',
  plug: 'M9 3v5 M15 3v5 M6.5 8h11v3a5.5 5.5 0 01-11 0V8z M12 16.5V21',
  database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  layers: 'M12 3l9 5-9 5-9-5 9-5z M3 13l9 5 9-5',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z M12 15a3 3 0 100-6 3 3 0 000 6z',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3z M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  pill: 'M10.5 20.5a5 5 0 01-7-7l6-6a5 5 0 017 7l-6 6z M7.5 10.5l6 6',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  message: 'M4 5h16v11H9l-5 4V5z',
  clipboard: 'M8 4h8v3H8z M6 5.5H5v15h14v-15h-1 M9 12h6 M9 16h4',
  flask: 'M9 3h6 M10 3v6l-5.5 9.5A1.7 1.7 0 006 21h12a1.7 1.7 0 001.5-2.5L14 9V3 M7.5 15h9',
  building: 'M5 21V5l7-2v18 M12 8h7v13 M3 21h18 M8 8h1 M8 12h1 M8 16h1 M15 12h1 M15 16h1',
  hospital: 'M4 21V7h16v14 M2 21h20 M12 10v6 M9 13h6 M9 3h6v4H9z',
  watch: 'M8 6l1-3h6l1 3 M8 18l1 3h6l1-3 M7 6h10v12H7z M12 9.5V12l1.5 1.5',
  dna: 'M7 3c0 6 10 6 10 12s-5 5-5 6 M17 3c0 6-10 6-10 12 0 3 1.5 4.5 3 5.5 M8.5 7h7 M8.5 17h7',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 16a4 4 0 100-8 4 4 0 000 8z M12 12h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowRight: 'M4 12h15 M13 6l6 6-6 6',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12z M12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  briefcase: 'M3 8h18v12H3z M8 8V5h8v3 M3 13h18',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  cpu: 'M7 7h10v10H7z M10 10h4v4h-4z M9 3v4 M15 3v4 M9 17v4 M15 17v4 M3 9h4 M3 15h4 M17 9h4 M17 15h4',
  refresh: 'M20 11a8 8 0 00-14.6-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0014.6 4.5L20 16 M20 20v-4h-4',
  gradCap: 'M2 9l10-5 10 5-10 5L2 9z M6 11v5c2 2 10 2 12 0v-5 M22 9v5',
  handshake: 'M3 11l4-4 5 2 5-2 4 4-6 6-3-3 M3 11l6 6 M8 12l3 3 M11 10l4 4',
  scale: 'M12 4v16 M7 20h10 M5 8h14 M5 8l-3 6a3 3 0 006 0L5 8z M19 8l-3 6a3 3 0 006 0l-3-6z',
  bolt: 'M13 3L5 13h6l-1 8 8-10h-6l1-8z',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14z M16 16l5 5',
  lightbulb:
    'M9 18h6 M10 21h4 M12 3a6 6 0 00-3.5 10.9c.5.4.9 1.2 1 2.1h5c.1-.9.5-1.7 1-2.1A6 6 0 0012 3z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({
  name,
  size = 24,
  className,
  label,
}: {
  name: IconName;
  size?: number;
  className?: string;
  /** Only for icons that carry meaning on their own; most sit beside text and stay hidden. */
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
