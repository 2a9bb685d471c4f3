import { Alert, Button, Heading, HStack, Image, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { PageShell, useRouteId } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { useBusinessToken } from '../shared/editable-token.ts';
import { MembershipReadFailure } from '../shared/membership-read-failure.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';

function Confirmation({ id }: { id: number }) {
  const { read, token, editable } = useBusinessToken(id);
  if (read.isError) return <MembershipReadFailure read={read} />;
  if (!token) return null;
  // Only the business that created the membership gets its confirmation (and its Edit Token link).
  if (!editable) return <MembershipNotFound />;
  const { art_image, title } = token.profile;
  return (
    <Stack gap="6" align="center">
      <Heading as="h1" size="2xl" textAlign="center">
        {title}
      </Heading>
      <Alert.Root status="success" maxW="xl">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.membership.created}</Alert.Title>
      </Alert.Root>
      {/* Never wider than the screen: a phone is narrower than md (28rem). */}
      {art_image ? (
        <Image src={art_image.url} alt={title} maxW={{ base: 'full', md: 'md' }} rounded="lg" shadow="md" />
      ) : null}
      <HStack gap="4">
        <Button asChild>
          <RouterLink to={membershipPaths.tokenDetail.href(token.id)}>View Token</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={membershipPaths.tokenEdit.href(token.id)}>Edit Token</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** /token/confirmation/:id — shown after a membership is created. */
function TokenConfirmationPage() {
  const id = useRouteId();
  return <PageShell>{id === null ? <MembershipNotFound /> : <Confirmation id={id} />}</PageShell>;
}

export const Component = TokenConfirmationPage;
