/**
 * The user agents of link-preview fetchers (chat apps, social sites, search engines). They read a
 * shared link's Open Graph tags and run no script, so they get the preview page; everyone else is
 * sent to the consumer app. iMessage announces itself as facebookexternalhit and Twitterbot.
 */
const PREVIEW_BOTS =
  /bot\b|bot\/|crawler|spider|facebookexternalhit|facebookcatalog|WhatsApp|Slack|Discord|Telegram|LinkedIn|Pinterest|Embedly|Iframely|SkypeUriPreview|vkShare|Mastodon|Bluesky|Snapchat|Google-PageRenderer|Google-InspectionTool/i;

export function isLinkPreviewBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && PREVIEW_BOTS.test(userAgent);
}
