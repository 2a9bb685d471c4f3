import type { ReactNode } from 'react';

/** Line icons for the nav items (the bottom nav shows them above the labels). */
function NavIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** A membership card. */
export const MembershipsIcon = () => (
  <NavIcon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </NavIcon>
);

/** A shop front. */
export const MarketplaceIcon = () => (
  <NavIcon>
    <path d="M4 10v10h16V10M3 6l2-3h14l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M10 20v-5h4v5" />
  </NavIcon>
);

/** A megaphone. */
export const AnnouncementIcon = () => (
  <NavIcon>
    <path d="M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6" />
  </NavIcon>
);
