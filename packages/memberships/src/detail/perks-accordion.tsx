import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';

/** What's included?: each perk expands to its description; the first one starts open. */
export function PerksAccordion({ perks, descriptions }: { perks: string[]; descriptions: string[] }) {
  if (perks.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="membership-perks">
      <Heading as="h2" id="membership-perks" size="lg">
        What's included?
      </Heading>
      <Accordion.Root multiple collapsible defaultValue={['perk-0']} variant="enclosed">
        {perks.map((perk, index) => (
          <Accordion.Item key={`${index}-${perk}`} value={`perk-${index}`}>
            <Accordion.ItemTrigger>
              <Text flex="1" fontWeight="medium">
                {perk}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{descriptions[index]}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
