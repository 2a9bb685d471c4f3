import { Grid, GridItem, Image } from '@chakra-ui/react';
import type { TokenCover } from '@keyclub/domain';
import { useAfterLeadImage } from '../shared/lead-image.ts';

/** The covers: the first one large, the others (up to two) stacked beside it. */
export function CoverGallery({ covers, title }: { covers: TokenCover[]; title: string }) {
  if (covers.length === 0) return null;
  const [first, ...rest] = covers;
  // minmax(0, …): a row as tall as the gallery, not as the image's natural height (a single wide
  // cover grew its row to 600 px and lay over 'About' below).
  const row = 'minmax(0, 1fr)';
  return (
    <Grid
      templateColumns={{ base: '1fr', md: rest.length > 0 ? '2fr 1fr' : '1fr' }}
      templateRows={{ base: row, md: `repeat(${Math.max(rest.length, 1)}, ${row})` }}
      gap="3"
      // Sized before the images load (as the loading skeleton), so nothing below them shifts.
      h={{ base: '56', md: '96' }}
    >
      <GridItem rowSpan={{ md: Math.max(rest.length, 1) }} minH="0">
        <Image
          src={first?.file.url}
          alt={`${title} cover 1`}
          // The page's lead image (its largest paint): the consumer's server preloads it and starts the app's code after it.
          fetchPriority="high"
          w="full"
          h="full"
          objectFit="cover"
          rounded="lg"
        />
      </GridItem>
      {rest.map((cover, index) => (
        <GridItem key={cover.id} display={{ base: 'none', md: 'block' }} minH="0">
          <OtherCover url={cover.file.url} alt={`${title} cover ${index + 2}`} />
        </GridItem>
      ))}
    </Grid>
  );
}

/** A cover beside the first: lazy (hidden on small screens, so not downloaded there) and after it. */
function OtherCover({ url, alt }: { url: string; alt: string }) {
  const src = useAfterLeadImage(url);
  return <Image src={src} alt={alt} loading="lazy" w="full" h="full" objectFit="cover" rounded="lg" />;
}
