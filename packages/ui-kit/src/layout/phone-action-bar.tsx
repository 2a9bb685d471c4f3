import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BOTTOM_NAV_HEIGHT } from './app-header.tsx';

/**
 * A page's main action kept within reach on a phone: the last child of the page's content, stuck to
 * the foot of the screen just above the bottom nav while the page goes on below, and resting in its
 * place at the page's end (sticky, not fixed), so it never covers the footer. Hidden from `lg`, where
 * the action sits beside the content.
 */
export function PhoneActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={label}
      hideFrom="lg"
      position="sticky"
      bottom={{ base: BOTTOM_NAV_HEIGHT, md: '0' }}
      zIndex="sticky"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
      p="3"
    >
      {children}
    </Box>
  );
}
