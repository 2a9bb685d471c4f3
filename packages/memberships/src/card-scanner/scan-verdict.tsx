import { Box, Button, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, MESSAGES } from '@keyclub/domain';
import type { ActivationOutcome } from '../activation/activation-outcome.ts';

type SettledOutcome = Exclude<ActivationOutcome, { kind: 'loading' | 'activating' }>;

export const isSettled = (outcome: ActivationOutcome): outcome is SettledOutcome =>
  outcome.kind !== 'loading' && outcome.kind !== 'activating';

/**
 * Green Valid only for a card this scan activated; a card shown twice (what a passed-on screenshot
 * looks like), expired, forged or archived is red Invalid; no answer is grey, to scan again
 * (docs/decisions/membership-card.md, "The scanner's verdict").
 */
const VERDICT = {
  valid: { heading: 'Valid', bg: 'green.700' },
  invalid: { heading: 'Invalid', bg: 'red.700' },
  unchecked: { heading: 'Not checked', bg: 'gray.700' },
} as const;

const verdictOf = (outcome: SettledOutcome) =>
  outcome.kind === 'activated'
    ? VERDICT.valid
    : outcome.kind === 'failed'
      ? VERDICT.unchecked
      : VERDICT.invalid;

/** The scan's result over the whole screen, readable from arm's length, with Scan next at hand. */
export function ScanVerdict({ outcome, onNext }: { outcome: SettledOutcome; onNext: () => void }) {
  const verdict = verdictOf(outcome);
  const { card } = outcome;
  const perks = outcome.kind === 'activated' ? outcome.card.perks : [];
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="scan-verdict"
      position="fixed"
      inset="0"
      zIndex="modal"
      bg={verdict.bg}
      color="white"
      overflowY="auto"
      p={{ base: '6', md: '10' }}
    >
      <Stack as="section" aria-label="Membership card status" gap="5" maxW="lg" mx="auto" minH="full">
        <Heading id="scan-verdict" as="h2" fontSize={{ base: '5xl', md: '6xl' }} lineHeight="1">
          {verdict.heading}
        </Heading>
        <Text role="alert" fontSize="xl" fontWeight="semibold">
          {outcome.message}
        </Text>
        {card ? (
          <DataList.Root orientation="horizontal" size="lg">
            {card.holder_name ? (
              <DataList.Item>
                <DataList.ItemLabel color="whiteAlpha.800">Member</DataList.ItemLabel>
                <DataList.ItemValue fontSize="2xl" fontWeight="bold">
                  {card.holder_name}
                </DataList.ItemValue>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.ItemLabel color="whiteAlpha.800">Membership</DataList.ItemLabel>
              <DataList.ItemValue>{card.title}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel color="whiteAlpha.800">Valid until</DataList.ItemLabel>
              <DataList.ItemValue>
                {card.membership_expires_at
                  ? formatDateTime(card.membership_expires_at)
                  : MESSAGES.membership.neverExpires}
              </DataList.ItemValue>
            </DataList.Item>
            {card.activated_at ? (
              <DataList.Item>
                <DataList.ItemLabel color="whiteAlpha.800">Activated at</DataList.ItemLabel>
                <DataList.ItemValue data-testid="activated-at">
                  {formatDateTime(card.activated_at)}
                </DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        ) : null}
        {perks.length > 0 ? (
          <Stack gap="2">
            <Heading as="h3" size="md">
              Perks to honour
            </Heading>
            <List.Root ps="5" fontSize="lg">
              {perks.map((perk) => (
                <List.Item key={perk}>{perk}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
        <Button
          // The staff's next move: focused so a keyboard or a scanner's Enter goes on at once.
          autoFocus
          size="xl"
          mt="auto"
          bg="white"
          color="gray.900"
          _hover={{ bg: 'whiteAlpha.900' }}
          onClick={onNext}
        >
          Scan next
        </Button>
      </Stack>
    </Box>
  );
}
