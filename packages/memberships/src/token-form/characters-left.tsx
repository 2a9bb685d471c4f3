import { Text } from '@chakra-ui/react';

/** How many characters a length-limited field still takes; over the limit it says by how much. */
export function charactersLeftText(length: number, limit: number): string {
  const left = limit - length;
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} remaining`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} over the limit`;
}

export function CharactersLeft({ length, limit }: { length: number; limit: number }) {
  return (
    <Text as="span" textStyle="xs" color={length > limit ? 'fg.error' : 'fg.muted'} aria-live="polite">
      {charactersLeftText(length, limit)}
    </Text>
  );
}
