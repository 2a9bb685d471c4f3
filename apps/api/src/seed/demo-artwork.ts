import { type DecodedImage, decodeImage } from '../modules/files/service.ts';
import { renderDemoImage } from './demo-images.ts';
import type { DemoBusiness, DemoMembership } from './demo-types.ts';

export type DemoArtwork = {
  logo: DecodedImage;
  cover: DecodedImage;
  memberships: Map<DemoMembership, { art: DecodedImage; covers: DecodedImage[] }>;
};

const decoded = async (options: Parameters<typeof renderDemoImage>[0]) =>
  decodeImage(await renderDemoImage(options));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word.toLowerCase() !== 'the')
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * Every image of a demo business, rendered and decoded (as an upload would be) before the seed's
 * transaction and all at once, so sharp's thread pool keeps every core busy. Memberships' art and
 * covers are JPEG, which these gradients encode several times faster than PNG.
 */
export async function renderDemoArtwork(business: DemoBusiness): Promise<DemoArtwork> {
  const [logo, cover, ...memberships] = await Promise.all([
    decoded({ width: 400, height: 400, palette: business.palette, lines: [initials(business.name)] }),
    decoded({
      width: 1200,
      height: 400,
      palette: business.palette,
      lines: [business.name, business.address.city],
    }),
    ...business.memberships.map(async (membership) => {
      const image = (width: number, height: number, subtitle: string) =>
        decoded({
          width,
          height,
          palette: membership.palette,
          lines: [membership.title, subtitle],
          format: 'jpeg',
        });
      const [art, ...covers] = await Promise.all([
        image(800, 800, business.name),
        ...Array.from({ length: membership.coverCount }, (_, index) =>
          image(1200, 600, `${business.name} · ${index + 1}`),
        ),
      ]);
      return [membership, { art, covers }] as const;
    }),
  ]);
  return { logo, cover, memberships: new Map(memberships) };
}
