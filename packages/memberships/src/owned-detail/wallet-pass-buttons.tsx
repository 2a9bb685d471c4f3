import { Button, Stack } from '@chakra-ui/react';
import { issueWalletPass } from '@keyclub/api-client';
import type { WalletPassLinks } from '@keyclub/domain';
import { useMutation } from '@tanstack/react-query';

type Wallet = 'apple' | 'google';

const LINK: Record<Wallet, (links: WalletPassLinks) => string> = {
  apple: (links) => links.apple_pass_url,
  google: (links) => links.google_save_url,
};

/**
 * Add to Apple Wallet / Add to Google Wallet (issue 37): the API issues the copy's pass, then the
 * browser follows its link (the signed .pkpass opens Wallet; Google's save page adds it). Nothing of
 * the pass is built here. A refusal shows as the error toast.
 */
export function WalletPassButtons({ tokenId }: { tokenId: number }) {
  const add = useMutation({
    mutationFn: async (wallet: Wallet) => LINK[wallet](await issueWalletPass(tokenId)),
    onSuccess: (url) => window.location.assign(url),
  });
  const pending = (wallet: Wallet) => add.isPending && add.variables === wallet;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <Button
        size="lg"
        flex="1"
        bg="black"
        color="white"
        _hover={{ bg: 'gray.800' }}
        loading={pending('apple')}
        disabled={add.isPending}
        onClick={() => add.mutate('apple')}
      >
        Add to Apple Wallet
      </Button>
      <Button
        size="lg"
        flex="1"
        variant="outline"
        loading={pending('google')}
        disabled={add.isPending}
        onClick={() => add.mutate('google')}
      >
        Add to Google Wallet
      </Button>
    </Stack>
  );
}
