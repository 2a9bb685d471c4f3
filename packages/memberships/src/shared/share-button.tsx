import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { browserDevice, shareLink } from './share-link.ts';

function ShareIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 12v8h16v-8M12 3v13M7 8l5-5 5 5" />
    </svg>
  );
}

/**
 * Share: the phone's share sheet, or the link copied with a toast. `link` (api-client's shareLinks) is
 * read on the click: it needs the configured API URL, which a render must not.
 */
export function ShareButton({ link, title }: { link: () => string; title: string }) {
  const [sharing, setSharing] = useState(false);
  const share = () => {
    setSharing(true);
    void shareLink({ url: link(), title }, browserDevice()).finally(() => setSharing(false));
  };
  return (
    <Button variant="outline" size="sm" alignSelf="flex-start" loading={sharing} onClick={share}>
      <ShareIcon /> Share
    </Button>
  );
}
