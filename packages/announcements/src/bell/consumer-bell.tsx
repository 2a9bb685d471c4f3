import { useUnreadAnnouncements } from '@keyclub/api-client';
import { useOnDemand } from '@keyclub/ui-kit';
import { useRef } from 'react';
import { BellButton } from './bell-button.tsx';

const loadBellMenu = () => import('./bell-menu.tsx');

/**
 * A signed-in consumer's bell: the unread count as a badge at once; its menu's code loads as the
 * user reaches for it. Reading an announcement anywhere refetches the count, so the badge drops.
 */
export default function ConsumerBell() {
  const { data: unread = 0 } = useUnreadAnnouncements(true);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useOnDemand(loadBellMenu, trigger);
  if (menu.module) {
    const BellMenu = menu.module.default;
    return <BellMenu unread={unread} defaultOpen={menu.requested} focusTrigger={menu.hadFocus} />;
  }
  // The menu's code loads as the pointer or the focus reaches it (menu.standIn).
  return <BellButton unread={unread} ref={trigger} {...menu.standIn} />;
}
