import { Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { framePaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';

/** Static company text and address (SPEC section 2), with the Help Center and the legal documents. */
export function AppFooter() {
  return (
    <Stack as="footer" bg="brand.solid" color="brand.contrast" mt="12">
      <Container maxW="7xl" py="8">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
          <Stack gap="2" maxW="md">
            <Text fontWeight="bold" fontSize="lg">
              Keyclub
            </Text>
            <Text fontSize="sm" opacity={0.85}>
              Memberships from the restaurants, bars and clubs you love, owned as tokens you can keep, renew
              or resell.
            </Text>
          </Stack>
          <Stack as="address" gap="0" fontStyle="normal" fontSize="sm" opacity={0.85}>
            <Text>Keyclub Inc.</Text>
            <Text>1200 Harbor Boulevard, Suite 400</Text>
            <Text>Miami, FL 33132</Text>
            <Text>United States</Text>
          </Stack>
        </Stack>
        <HStack as="nav" aria-label="Footer" gap="5" rowGap="2" mt="6" fontSize="sm" wrap="wrap">
          <Link asChild color="brand.contrast" textDecoration="underline">
            <RouterLink to={framePaths.helpCenter.href()}>Help Center</RouterLink>
          </Link>
          <Link asChild color="brand.contrast" textDecoration="underline">
            <RouterLink to={framePaths.termsOfUse.href()}>Terms of Use</RouterLink>
          </Link>
          <Link asChild color="brand.contrast" textDecoration="underline">
            <RouterLink to={framePaths.privacyPolicy.href()}>Privacy Policy</RouterLink>
          </Link>
          <Link asChild color="brand.contrast" textDecoration="underline">
            <RouterLink to={framePaths.clientAgreement.href()}>Client Agreement</RouterLink>
          </Link>
        </HStack>
        <Text fontSize="xs" opacity={0.75} mt="4">
          © {new Date().getFullYear()} Keyclub Inc. All rights reserved.
        </Text>
      </Container>
    </Stack>
  );
}
