import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The Keyclub word mark, linking to `href`. */
export function Logo({ href, size = 'xl' }: { href: string; size?: 'xl' | '2xl' }) {
  return (
    <Link
      asChild
      fontSize={size}
      fontWeight="bold"
      letterSpacing="tight"
      color="brand.fg"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={href}>Keyclub</RouterLink>
    </Link>
  );
}
