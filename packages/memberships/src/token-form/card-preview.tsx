import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useUsdToEth } from '@keyclub/api-client';
import { useImageUrl } from '@keyclub/ui-kit';
import { useFormContext, useWatch } from 'react-hook-form';
import { MembershipCardFace } from '../shared/membership-card.tsx';
import type { MembershipFormValues } from './membership-form-values.ts';

/**
 * The membership's card as consumers will see it in the marketplace (the grids' own card face), drawn
 * from the form as it is typed: art image, title, business, price. Its own chunk: the form's first
 * load goes without it.
 */
export default function CardPreview({ businessName }: { businessName: string | undefined }) {
  const { control } = useFormContext<MembershipFormValues>();
  const [title, price, artImage] = useWatch({ control, name: ['title', 'price', 'art_image'] });
  const src = useImageUrl(artImage);
  const rate = useUsdToEth();
  // Until a price is typed the card shows none, rather than a FREE the business did not choose.
  const typed = String(price).trim() === '' ? Number.NaN : Number(price);
  const amount = Number.isFinite(typed) && typed >= 0 ? typed : null;
  return (
    <Stack as="section" gap="3" aria-labelledby="card-preview-heading">
      <Heading as="h2" id="card-preview-heading" size="md">
        Card preview
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        How consumers will see this membership in the marketplace.
      </Text>
      <Box as="ul" listStyleType="none" p="0" m="0" w="full" maxW="xs" aria-label="Card preview">
        <MembershipCardFace
          image={artImage ? { src } : null}
          title={<Text fontWeight="semibold">{String(title).trim() || 'Your membership title'}</Text>}
          businessName={businessName ?? null}
          price={amount}
          rate={rate}
        />
      </Box>
    </Stack>
  );
}
