import { Button } from '@chakra-ui/react';
import { LineIcon } from '@keyclub/ui-kit';
import { useState } from 'react';
import { browserDevice, shareLink } from './share-link.ts';

function ShareIcon() {
  return (
    <LineIcon size={16}>
      <path d="M4 12v8h16v-8M12 3v13M7 8l5-5 5 5" />
    </LineIcon>
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
