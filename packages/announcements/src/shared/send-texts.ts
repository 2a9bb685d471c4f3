import { MESSAGES } from '@keyclub/domain';

/** '1 holder', '3 holders'. */
export const holdersText = (count: number) => `${count} ${count === 1 ? 'holder' : 'holders'}`;

/** The button and the confirmation of a send: the count the API gave, or nothing while it is unknown. */
export const sendLabel = (count: number | undefined) =>
  count === undefined ? 'Send to holders' : `Send to ${holdersText(count)}`;

/**
 * What a save did, in its toast: the spec's text, then what it means for the holders (a draft
 * reached nobody; a send reached the answer's `user_count`, the receipts it wrote).
 */
export const savedToast = {
  draftCreated: `${MESSAGES.success.announcementCreated} Saved as a draft: nobody has received it yet.`,
  draftUpdated: `${MESSAGES.success.announcementUpdated} Still a draft: nobody has received it yet.`,
  sent: (recipients: number) =>
    `${MESSAGES.success.announcementPublished} Sent to ${holdersText(recipients)}.`,
};
