import type { CategoryName } from '@keyclub/domain';
import { LineIcon } from '@keyclub/ui-kit';
import type { ReactNode } from 'react';

// Each category's drawing on ui-kit LineIcon's 24x24 grid.
const shapes: Record<CategoryName, ReactNode> = {
  Entertainment: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="2" />
      <path d="M3 9l3-5h4L7 9M11 4h4l-3 5M16 4h4l-3 5" />
    </>
  ),
  Clubs: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  Retail: (
    <>
      <path d="M5 8h14l-1 13H6L5 8z" />
      <path d="M9 8V7a3 3 0 0 1 6 0v1" />
    </>
  ),
  Restaurants: <path d="M6 3v6a2 2 0 0 0 4 0V3M8 3v18M17 21V3c-2 1.5-3 4.5-3 9h3" />,
  Hotels: (
    <>
      <path d="M3 19V6M3 15h18v4M21 15v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="12" r="2" />
    </>
  ),
  Events: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  Nightlife: <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
};

export function CategoryIcon({ name, size = 40 }: { name: CategoryName; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      {shapes[name]}
    </LineIcon>
  );
}
