import { Button, type ButtonProps } from '@chakra-ui/react';
import type { User } from '@keyclub/domain';
import type { Ref } from 'react';

/** The account menu's trigger: the same button before and after the menu's code arrives. */
export function AccountButton({
  user,
  ...props
}: { user: User; ref?: Ref<HTMLButtonElement> } & ButtonProps) {
  return (
    <Button variant="ghost" size="sm" aria-haspopup="menu" {...props}>
      {user.first_name} {user.last_name}
    </Button>
  );
}
