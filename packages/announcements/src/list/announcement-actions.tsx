import { Button, Menu, Portal } from '@chakra-ui/react';
import { useArchiveAnnouncement, usePublishAnnouncement } from '@keyclub/api-client';
import { type Announcement, MESSAGES } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { notify } from '@keyclub/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SendConfirmDialog } from '../shared/send-confirm-dialog.tsx';
import { savedToast } from '../shared/send-texts.ts';

/**
 * The menu of one announcement (SPEC section 4): a business's draft can be edited, sent now (after a
 * confirmation naming how many holders receive it) or archived; a sent one only archived (it cannot
 * be edited or sent again). A consumer archives their copy.
 */
export function AnnouncementActions({
  announcement,
  isBusiness,
}: {
  announcement: Announcement;
  isBusiness: boolean;
}) {
  const navigate = useNavigate();
  const publish = usePublishAnnouncement();
  const archive = useArchiveAnnouncement();
  const isDraft = isBusiness && announcement.status === 'PENDING';
  const [confirming, setConfirming] = useState(false);

  const sendNow = async () => {
    try {
      const sent = await publish.mutateAsync(announcement);
      notify.success(savedToast.sent(sent.user_count ?? 0));
    } finally {
      setConfirming(false);
    }
  };
  const archiveIt = async () => {
    await archive.mutateAsync(announcement.id);
    notify.success(MESSAGES.success.announcementArchived);
    // It left the list; from its own page, the list is where the user goes on.
    navigate(announcementPaths.list.href());
  };

  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Actions for ${announcement.subject}`}
            loading={publish.isPending || archive.isPending}
          >
            ⋯
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {isDraft ? (
                <>
                  <Menu.Item
                    value="edit"
                    onSelect={() => navigate(announcementPaths.edit.href(announcement.id))}
                  >
                    Edit
                  </Menu.Item>
                  <Menu.Item value="send" onSelect={() => setConfirming(true)}>
                    Send now
                  </Menu.Item>
                </>
              ) : null}
              <Menu.Item value="archive" onSelect={() => void archiveIt().catch(() => undefined)}>
                Archive
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirming ? (
        <SendConfirmDialog
          tokenProfileId={announcement.token_profile_id}
          membershipTitle={announcement.token_profile.title}
          sending={publish.isPending}
          onConfirm={() => void sendNow().catch(() => undefined)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
