import { Box, Float, IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { BellIcon } from './bell-icon.tsx';

/** The bell's button with the unread count as a badge: the same before and after its menu's code arrives. */
export function BellButton({
  unread,
  ...props
}: { unread: number; ref?: Ref<HTMLButtonElement> } & IconButtonProps) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-haspopup="menu"
      position="relative"
      {...props}
    >
      <BellIcon />
      {/* The badge is centred on the button's corner, outside the glyph: inset, it covered the bell. */}
      {unread > 0 ? (
        <Float placement="top-end" offset="0">
          <Box
            as="span"
            aria-hidden="true"
            data-testid="unread-badge"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            borderRadius="full"
            minW="4"
            px="1"
            lineHeight="4"
            textAlign="center"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        </Float>
      ) : null}
    </IconButton>
  );
}
