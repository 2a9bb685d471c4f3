import { Box, Card, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { type Business, descriptionPreview } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { BusinessLogo } from './business-logo.tsx';

/** The business behind the membership: logo (initials when none), name, description preview, Learn more. */
export function BusinessBox({ business }: { business: Business }) {
  return (
    <Card.Root as="section" aria-label="Business">
      <Card.Body gap="3">
        <HStack gap="3">
          <BusinessLogo business={business} />
          <Heading as="h3" size="md">
            {business.name}
          </Heading>
        </HStack>
        <Text color="fg.muted" whiteSpace="pre-line">
          {descriptionPreview(business.description)}
        </Text>
        <Box>
          <Link asChild colorPalette="blue" fontWeight="medium">
            <RouterLink to={membershipPaths.businessPage.href(business.id)}>Learn more</RouterLink>
          </Link>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
