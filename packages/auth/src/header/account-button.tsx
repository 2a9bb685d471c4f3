import { Button, type ButtonProps } from '@chakra-ui/react';
import type { User } from '@keyclub/domain';
import type { Ref } from 'react';

/** Who is signed in, by name; an account made without one (an operator's, issue 35) by its address. */
const nameOf = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The account menu's trigger: the same button before and after the menu's code arrives. */
export function AccountButton({
  user,
  ...props
}: { user: User; ref?: Ref<HTMLButtonElement> } & ButtonProps) {
  return (
    <Button variant="ghost" size="sm" aria-haspopup="menu" {...props}>
      {nameOf(user)}
    </Button>
  );
}
