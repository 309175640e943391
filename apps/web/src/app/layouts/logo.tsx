import { Link } from 'react-router';

/** Inline, so the mark paints with the page and needs no request. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path d="M14 18h8l5 20 5-20h0l5 20 5-20h8l-9 30h-8l-5-18-5 18h-8z" fill="#fff" />
    </svg>
  );
}

/** `compact`: the name gives way to the mark below the small breakpoint, to leave the top bar room for more. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-white"
    >
      <LogoMark />
      {/* The name gives way to the mark on the narrowest phones but stays for screen readers. */}
      <span className={compact ? 'max-sm:sr-only' : 'max-[359px]:sr-only'}>Wordwright</span>
    </Link>
  );
}
