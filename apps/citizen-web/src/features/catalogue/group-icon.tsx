import type { SVGProps } from 'react';

/** Line icons of the six action groups (24-unit grid, like the shell's icons). */
export function GroupIcon({ icon, size = 28, ...props }: { icon: string; size?: number } & SVGProps<SVGSVGElement>) {
  const paths: Record<string, React.ReactNode> = {
    car: (
      <>
        <path d="M5 17h14v-5l-2-5H7l-2 5z" />
        <circle cx="8" cy="17" r="2" />
        <circle cx="16" cy="17" r="2" />
        <path d="M5 12h14" />
      </>
    ),
    signature: (
      <>
        <path d="M4 19h16" />
        <path d="M6 15c2-6 4-9 5-8s-2 7 0 7 3-4 4-4 0 3 1 3 2-1 3-2" />
      </>
    ),
    lock: (
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>
    ),
    building: (
      <>
        <path d="M4 21V5l8-3 8 3v16" />
        <path d="M9 21v-5h6v5" />
        <path d="M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M16 12h.01" />
      </>
    ),
    users: (
      <>
        <circle cx="9" cy="8" r="3" />
        <path d="M3 20c0-3 3-5 6-5s6 2 6 5" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M16 15c2.5 0 5 1.5 5 4" />
      </>
    ),
    stamp: (
      <>
        <path d="M9 3h6v5l2 4H7l2-4z" />
        <path d="M5 12h14v4H5z" />
        <path d="M5 20h14" />
      </>
    ),
  };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {paths[icon] ?? paths.stamp}
    </svg>
  );
}
