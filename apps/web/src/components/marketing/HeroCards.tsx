/** A light illustration of two cards for the hero: inline SVG, so it costs no request and no LCP. */
export function HeroCards() {
  return (
    <div className="relative mx-auto aspect-[5/6] w-full max-w-sm" aria-hidden="true">
      <div className="absolute inset-x-10 top-6 bottom-4 rotate-6 rounded-[1.75rem] bg-gradient-to-br from-amber-200 to-rose-200 shadow-lg" />
      <svg
        viewBox="0 0 300 360"
        className="absolute inset-x-4 top-0 -rotate-3 rounded-[1.75rem] bg-white shadow-2xl ring-1 ring-stone-200"
        focusable="false"
      >
        <rect
          x="14"
          y="14"
          width="272"
          height="332"
          rx="18"
          fill="none"
          stroke="#fda4af"
          strokeWidth="2"
          strokeDasharray="2 7"
          strokeLinecap="round"
        />
        <g fill="#be123c">
          <circle cx="60" cy="60" r="5" />
          <circle cx="240" cy="78" r="4" fill="#f59e0b" />
          <circle cx="220" cy="42" r="3" fill="#0ea5e9" />
          <circle cx="78" cy="110" r="3" fill="#10b981" />
          <rect
            x="200"
            y="112"
            width="10"
            height="4"
            rx="2"
            transform="rotate(35 205 114)"
            fill="#f59e0b"
          />
          <rect
            x="44"
            y="150"
            width="10"
            height="4"
            rx="2"
            transform="rotate(-25 49 152)"
            fill="#0ea5e9"
          />
        </g>
        <g transform="translate(150 150)">
          <rect x="-46" y="-8" width="92" height="52" rx="8" fill="#fecdd3" />
          <rect x="-46" y="-8" width="92" height="12" rx="6" fill="#fb7185" />
          <rect x="-30" y="-30" width="6" height="22" rx="3" fill="#f59e0b" />
          <rect x="-3" y="-34" width="6" height="26" rx="3" fill="#0ea5e9" />
          <rect x="24" y="-30" width="6" height="22" rx="3" fill="#10b981" />
          <path
            d="M-27-40c3 4 3 7 0 9-3-2-3-5 0-9zM0-44c3 4 3 7 0 9-3-2-3-5 0-9zM27-40c3 4 3 7 0 9-3-2-3-5 0-9z"
            fill="#f97316"
          />
        </g>
        <text
          x="150"
          y="250"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="30"
          fontWeight="700"
          fill="#1c1917"
        >
          Happy Birthday!
        </text>
        <text
          x="150"
          y="284"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="14"
          fill="#57534e"
        >
          Another year of you. Lucky us.
        </text>
        <text
          x="150"
          y="318"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontStyle="italic"
          fontSize="15"
          fill="#be123c"
        >
          with love, Sam
        </text>
      </svg>
      <div className="absolute -right-2 bottom-10 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-lg ring-1 ring-stone-200">
        <span className="size-2 rounded-full bg-emerald-500" />
        Message written with AI
      </div>
    </div>
  );
}
