import { Alert, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { cryptoPayoutKeys, usePayoutWallet } from '@keyclub/api-client/crypto-payouts';
import { LoadError } from '@keyclub/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cryptoFailureText } from './failure-text.ts';

/**
 * Settings → Payouts' crypto part (businesses): the payout wallet its locks' crypto sales are
 * withdrawn to, linked or changed by a signature of the browser's wallet (Sign-In with Ethereum; the
 * signing code and viem load on the click).
 */
export function PayoutWalletPanel() {
  const wallet = usePayoutWallet();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: async () => (await import('./link-browser-wallet.ts')).linkBrowserWallet(),
    meta: { silent: true },
    onMutate: () => setFailure(null),
    onSuccess: (linked) => {
      queryClient.setQueryData(cryptoPayoutKeys.wallet, linked);
      void queryClient.invalidateQueries({ queryKey: cryptoPayoutKeys.balances });
    },
    onError: async (error) => setFailure(await cryptoFailureText(error)),
  });

  return (
    <Stack gap="3" maxW="xl" as="section" aria-labelledby="payout-wallet-title">
      <Heading as="h2" size="lg" id="payout-wallet-title">
        Payout wallet
      </Heading>
      {wallet.isError ? (
        <LoadError title="Your payout wallet could not be loaded." read={wallet} />
      ) : (
        <Skeleton loading={wallet.isPending} minH="6">
          {wallet.data?.address ? (
            <Text>
              Crypto sales are withdrawn to{' '}
              {/* Monospace text, not Chakra's Code: the trimmed theme carries no code recipe. */}
              <Text as="span" fontFamily="mono" wordBreak="break-all" aria-label="Payout wallet address">
                {wallet.data.address}
              </Text>
            </Text>
          ) : (
            <Text color="fg.muted">
              Crypto sales stay in each membership’s lock until you withdraw them to a wallet you link here.
            </Text>
          )}
        </Skeleton>
      )}
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      {wallet.data ? (
        <Button alignSelf="flex-start" loading={link.isPending} onClick={() => link.mutate()}>
          {wallet.data.address ? 'Change wallet' : 'Link a wallet'}
        </Button>
      ) : null}
    </Stack>
  );
}
