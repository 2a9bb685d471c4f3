import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { Business } from '@keyclub/domain';
import { useState } from 'react';
import { useAfterLeadImage } from '../shared/lead-image.ts';

/** 'Velvet Room' → 'VR', as Chakra's Avatar shows a name without a picture. */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
};

/**
 * The business's logo, its initials when it has none or the picture fails: the theme's avatar look
 * without Chakra's Avatar, whose Ark state machine would load with the public detail's first page.
 */
export function BusinessLogo({ business }: { business: Business }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'lg', shape: 'rounded' });
  const [failed, setFailed] = useState(false);
  const logo = failed ? null : business.logo;
  // After the page's lead image; meanwhile the avatar's empty box (not the initials, which would flash).
  const src = useAfterLeadImage(logo?.url);
  return (
    <chakra.span css={styles.root}>
      {logo ? (
        src && (
          <chakra.img
            css={styles.image}
            src={src}
            alt={`${business.name} logo`}
            loading="lazy"
            onError={() => setFailed(true)}
          />
        )
      ) : (
        <chakra.span css={styles.fallback}>{initials(business.name)}</chakra.span>
      )}
    </chakra.span>
  );
}
