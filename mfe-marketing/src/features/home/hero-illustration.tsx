import styles from './home.module.css';
/** Insight to action: scattered signals become one risk curve, then a flagged action. */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 440 340" className={styles.homeHeroArt} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-art-line" x1="0" x2="1">
          <stop offset="0" stopColor="#3ec6b0" stopOpacity="0.4" />
          <stop offset="1" stopColor="#3ec6b0" />
        </linearGradient>
      </defs>
      <rect
        x="60"
        y="40"
        width="340"
        height="240"
        rx="20"
        fill="#ffffff"
        fillOpacity="0.06"
        stroke="#ffffff"
        strokeOpacity="0.18"
      />
      <rect x="84" y="64" width="120" height="10" rx="5" fill="#ffffff" fillOpacity="0.35" />
      <rect x="84" y="82" width="70" height="8" rx="4" fill="#ffffff" fillOpacity="0.18" />
      {[0, 1, 2, 3].map((i) => (
        <line
          key={i}
          x1="84"
          x2="376"
          y1={130 + i * 36}
          y2={130 + i * 36}
          stroke="#ffffff"
          strokeOpacity="0.08"
        />
      ))}
      <path
        d="M84 230 C130 226 150 205 180 200 S230 214 256 180 S310 120 376 110"
        fill="none"
        stroke="url(#home-art-line)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="256" cy="180" r="6" fill="#3ec6b0" />
      <circle cx="376" cy="110" r="9" fill="#ff8a65" />
      <circle
        cx="376"
        cy="110"
        r="18"
        fill="none"
        stroke="#ff8a65"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <g transform="translate(250 220)">
        <rect width="170" height="78" rx="14" fill="#ffffff" />
        <circle cx="28" cy="28" r="12" fill="#e8f7f4" />
        <path
          d="M22 28l4 4 8-8"
          stroke="#12756b"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="48" y="20" width="96" height="8" rx="4" fill="#0b3d5c" />
        <rect x="48" y="34" width="70" height="6" rx="3" fill="#9fb3c0" />
        <rect x="16" y="52" width="138" height="12" rx="6" fill="#12756b" />
      </g>
      {[
        [20, 70],
        [34, 150],
        [14, 230],
        [40, 300],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="#3ec6b0" fillOpacity="0.7" />
      ))}
    </svg>
  );
}
