import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { isLinkPreviewBot } from './link-preview-bot.ts';
import { type Preview, previewPage } from './preview-page.ts';
import { businessPreview, consumerBusinessUrl, consumerTokenUrl, tokenPreview } from './share-previews.ts';

const shareRoute = (path: string, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Sharing'],
    summary: `The shareable link of ${what} (public)`,
    description: `A link-preview fetcher (its User-Agent: Slackbot, facebookexternalhit, Twitterbot, WhatsApp…) gets an HTML page with the Open Graph and Twitter card tags of ${what}; everyone else is redirected to its page in the consumer app. Answers vary by User-Agent.`,
    request: { params: idParams },
    responses: {
      200: {
        description: 'For link-preview fetchers: the preview page',
        content: { 'text/html': { schema: z.string() } },
      },
      302: {
        description: 'For people: to the consumer app’s page',
        headers: { Location: { schema: { type: 'string' as const } } },
      },
      400: errorResponses[400],
      404: refusal(`A fetcher asked for ${what} nobody may see`),
    },
  });

const shareToken = shareRoute('/share/tokens/{id}', 'a membership');
const shareBusiness = shareRoute('/share/businesses/{id}', 'a business page');

/** A preview nobody may see answers 404, as its page would. */
async function found(preview: Promise<Preview | null>): Promise<string> {
  const shown = await preview;
  if (!shown) throw notFound();
  return previewPage(shown);
}

// People are redirected without a read (the consumer page applies its own rules); fetchers get the
// preview, cached briefly by shared caches, which must key it by User-Agent.
const forPeople = (c: Context) => {
  c.header('Vary', 'User-Agent');
  return !isLinkPreviewBot(c.req.header('User-Agent'));
};
const PREVIEW_CACHE = { 'Cache-Control': 'public, max-age=300' };

export function registerShareRoutes(app: Router, deps: AppDeps) {
  app.openapi(shareToken, async (c) => {
    const { id } = c.req.valid('param');
    if (forPeople(c)) return c.redirect(consumerTokenUrl(deps, id), 302);
    return c.html(await found(tokenPreview(deps, id)), 200, PREVIEW_CACHE);
  });
  app.openapi(shareBusiness, async (c) => {
    const { id } = c.req.valid('param');
    if (forPeople(c)) return c.redirect(consumerBusinessUrl(deps, id), 302);
    return c.html(await found(businessPreview(deps, id)), 200, PREVIEW_CACHE);
  });
}
