import { Button, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { httpStatusOf, useTurnOffExpiryReminders } from '@keyclub/api-client';
import {
  DEFAULT_ERROR_MESSAGE,
  EXPIRY_REMINDER_TEXTS,
  expiryRemindersOffRequestSchema,
} from '@keyclub/domain';
import { framePaths } from '@keyclub/domain/paths';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

/**
 * /auth/expiry-reminders-off: where a reminder mail's sign-off link lands. It sends the link's
 * signed query once (no login) and says the reminders are off. The page, not the link, makes the
 * change, so a mail scanner that only fetches the link turns nothing off.
 */
export function ExpiryRemindersOffPage() {
  const [searchParams] = useSearchParams();
  const link = useMemo(
    () => expiryRemindersOffRequestSchema.safeParse(Object.fromEntries(searchParams)),
    [searchParams],
  );
  const turnOff = useTurnOffExpiryReminders();
  const sent = useRef(false);
  useEffect(() => {
    if (!link.success || sent.current) return;
    sent.current = true;
    turnOff.mutate(link.data);
  }, [link, turnOff]);

  const refused = !link.success || httpStatusOf(turnOff.error) === 400;
  return (
    <Stack gap="5" textAlign="center" aria-live="polite">
      {refused ? (
        <>
          <Heading as="h1" size="lg">
            Expiry reminders
          </Heading>
          <Text role="alert">{EXPIRY_REMINDER_TEXTS.invalidLink}</Text>
        </>
      ) : turnOff.isSuccess ? (
        <>
          <Heading as="h1" size="lg">
            {EXPIRY_REMINDER_TEXTS.offTitle}
          </Heading>
          <Text color="fg.muted">{EXPIRY_REMINDER_TEXTS.offBody}</Text>
        </>
      ) : turnOff.isError ? (
        <>
          <Heading as="h1" size="lg">
            Expiry reminders
          </Heading>
          <Text role="alert">{DEFAULT_ERROR_MESSAGE}</Text>
          <Button colorPalette="brand" onClick={() => link.success && turnOff.mutate(link.data)}>
            Retry
          </Button>
        </>
      ) : (
        <Stack align="center" gap="3">
          <Spinner />
          <Text>Turning expiry reminders off…</Text>
        </Stack>
      )}
      <Link asChild justifyContent="center" color="brand.fg" fontSize="sm">
        <RouterLink to={framePaths.settings.href()}>Go to Settings</RouterLink>
      </Link>
    </Stack>
  );
}
