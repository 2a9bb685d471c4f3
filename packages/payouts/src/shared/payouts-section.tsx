import { Heading, HStack, Stack, type StackProps } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface PayoutsSectionProps {
  title: string;
  /** 'xl' on the /payouts page, 'lg' in a Settings tab (under the tab's own name). */
  size: 'lg' | 'xl';
  /** Beside the heading, wrapping under it on a phone: the CSV export, the revenue range. */
  action?: ReactNode;
  gap?: StackProps['gap'];
  children: ReactNode;
}

/** A part of a payouts screen under its h2, the section named by it. */
export function PayoutsSection({ title, size, action, gap = '4', children }: PayoutsSectionProps) {
  const id = useId();
  const heading = (
    <Heading as="h2" size={size} id={id}>
      {title}
    </Heading>
  );
  return (
    <Stack gap={gap} as="section" aria-labelledby={id}>
      {action ? (
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          {heading}
          {action}
        </HStack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
