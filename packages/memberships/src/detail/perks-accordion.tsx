import { Box, chakra, Heading, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { useId, useState } from 'react';

/**
 * What's included?: each perk expands to its description; the first one starts open. Plain
 * disclosure buttons drawn with the theme's accordion recipe: Chakra's Accordion would bring Ark's
 * state machines into the public detail's first load for what two attributes do here.
 */
export function PerksAccordion({ perks, descriptions }: { perks: string[]; descriptions: string[] }) {
  const styles = useSlotRecipe({ key: 'accordion' })({ variant: 'enclosed' });
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const id = useId();
  if (perks.length === 0) return null;
  const toggle = (index: number) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <Stack as="section" gap="3" aria-labelledby="membership-perks">
      <Heading as="h2" id="membership-perks" size="lg">
        What's included?
      </Heading>
      <Box css={styles.root}>
        {perks.map((perk, index) => {
          const state = open.has(index) ? 'open' : 'closed';
          const panel = `${id}-perk-${index}`;
          return (
            <Box key={`${index}-${perk}`} css={styles.item} data-state={state}>
              <chakra.button
                type="button"
                css={styles.itemTrigger}
                aria-expanded={state === 'open'}
                aria-controls={panel}
                onClick={() => toggle(index)}
              >
                <Text flex="1" fontWeight="medium">
                  {perk}
                </Text>
                <chakra.svg
                  css={styles.itemIndicator}
                  data-state={state}
                  viewBox="0 0 24 24"
                  width="1.2em"
                  height="1.2em"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="m6 9 6 6 6-6" />
                </chakra.svg>
              </chakra.button>
              <Box id={panel} hidden={state === 'closed'} css={styles.itemContent}>
                <Box css={styles.itemBody} color="fg.muted">
                  {descriptions[index]}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
