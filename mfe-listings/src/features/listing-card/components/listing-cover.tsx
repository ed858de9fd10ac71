// The designed cover of a listing without photos: a gradient in the listing's own hue and a motif of its
// category, drawn as SVG — no text (text in an image can't be translated and gets cropped, issue #29
// §5). The same listing always looks the same; neighbouring listings differ.

/** The listing's hue: the golden angle times its id (the seed's demo pictures use the same rule). */
export const coverHue = (id: number) => Math.round((id * 137.508) % 360);

/** One motif per category (by id), drawn in white over the gradient; 4 : 3, 400 × 300 units. */
const MOTIFS = [
  // circles
  <>
    <circle cx="300" cy="90" r="110" fillOpacity="0.16" />
    <circle cx="90" cy="250" r="70" fillOpacity="0.12" />
  </>,
  // tilted squares
  <>
    <rect x="230" y="40" width="130" height="130" rx="20" fillOpacity="0.16" transform="rotate(14 295 105)" />
    <rect x="40" y="180" width="90" height="90" rx="14" fillOpacity="0.12" transform="rotate(-8 85 225)" />
  </>,
  // waves
  <>
    <path d="M0 200 C100 160 200 250 400 190 L400 300 L0 300 Z" fillOpacity="0.16" />
    <path d="M0 240 C120 210 240 290 400 240 L400 300 L0 300 Z" fillOpacity="0.12" />
  </>,
  // stripes
  <>
    <path d="M220 0 L300 0 L140 300 L60 300 Z" fillOpacity="0.12" />
    <path d="M340 0 L400 0 L400 40 L260 300 L200 300 Z" fillOpacity="0.16" />
  </>,
  // dots grid
  <>
    {[0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3].map((col) => <circle key={`${row}-${col}`} cx={230 + col * 40} cy={40 + row * 40} r="9" fillOpacity="0.18" />))}
  </>,
  // rings
  <>
    <circle cx="320" cy="220" r="120" fill="none" stroke="#fff" strokeOpacity="0.18" strokeWidth="18" />
    <circle cx="320" cy="220" r="60" fill="none" stroke="#fff" strokeOpacity="0.14" strokeWidth="14" />
  </>,
];

export interface ListingCoverProps {
  id: number;
  categoryId: number | null;
  className?: string;
}

/** Decorative (aria-hidden): the card's title names the listing. */
export function ListingCover({ id, categoryId, className }: ListingCoverProps) {
  const hue = coverHue(id);
  const motif = MOTIFS[(categoryId ?? 0) % MOTIFS.length];
  const gradient = `bz-cover-${id}`;
  return (
    <svg
      className={className ? `bz-cover ${className}` : 'bz-cover'}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-cover-hue={hue}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 62% 30%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 60%)`} />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${gradient})`} />
      <g fill="#fff">{motif}</g>
    </svg>
  );
}
