import type { ReactNode } from 'react';
import { LineIcon } from './line-icon.tsx';

/** Line icons for the nav items (the bottom nav shows them above the labels). */
function NavIcon({ children }: { children: ReactNode }) {
  return (
    <LineIcon size={22} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </LineIcon>
  );
}

/** A membership card. */
export const MembershipsIcon = () => (
  <NavIcon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </NavIcon>
);

/** A code in a viewfinder: the staff's card scanner. */
export const ScanIcon = () => (
  <NavIcon>
    <path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3" />
    <path d="M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 16h3" />
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

/** A banknote: the business's payouts. */
export const PayoutsIcon = () => (
  <NavIcon>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 10v4M18 10v4" />
  </NavIcon>
);
