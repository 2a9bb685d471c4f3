import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckoutColumnsProps {
  /** The breakpoint from which the two columns stand side by side; one column below it (a phone). */
  from: 'md' | 'lg';
  children: ReactNode;
}

/** A buy or sell page's two columns: what the page is about, and its card (payment, summary). */
export function CheckoutColumns({ from, children }: CheckoutColumnsProps) {
  return (
    <Grid templateColumns={{ base: '1fr', [from]: '3fr 2fr' }} gap="8" alignItems="start">
      {children}
    </Grid>
  );
}
