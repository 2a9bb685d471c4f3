import { Alert, Button, Card, Heading, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { readErrorText, runCreateCheckout, useUsdToEth } from '@keyclub/api-client';
import { type CheckoutRequest, formatUsd, type Token, toMinorUnits } from '@keyclub/domain';
import { type checkoutPaths, membershipPaths } from '@keyclub/domain/paths';
import { EthEquivalent } from '@keyclub/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AcceptTerms } from '../terms/accept-terms.tsx';
import type { CheckoutOrder } from './checkout-order.ts';
import { leaveForPayment } from './leave-for-payment.ts';
import { PaymentStoppedNotice } from './payment-stopped-notice.tsx';

export interface PaymentPanelProps {
  token: Token;
  order: CheckoutOrder;
  /** Why this checkout cannot be offered ('You already own this Membership', …): no payment then. */
  unavailable: string | null;
  /**
   * The card payment page sent the buyer back unpaid: the order card opens again, card chosen and
   * terms accepted as they left it, with a calm notice (a decline offers another card).
   */
  stopped?: checkoutPaths.PaymentStop | null;
  /**
   * Back from the payment page with a session: the card return's dialogs tell how the purchase went,
   * so the panel behind them offers nothing and refuses nothing (the copy read again after a
   * renewal is a new state, which is no reason to say anything in red).
   */
  returning?: boolean;
  /**
   * The wallet's connect button (`@keyclub/wallet`'s WalletConnectButton), shown once a payment
   * method is chosen: 'Connect Wallet', or the verified wallet's shortened address.
   */
  connectWallet?: ReactNode;
  /** Wallet mode (packages/wallet `useWalletCheckout`): while `connected`, Buy Now pays with the wallet. */
  wallet?: WalletMode;
  /**
   * Supplies the wallet mode instead of `wallet`, mounted only once a payment method is chosen (the
   * buy route's lazily loaded wallet: wagmi and viem stay out of the page's first paint).
   */
  WalletModeSlot?: WalletModeSlot;
}

/**
 * Reports the wallet mode once it has loaded, and again whenever it changes; renders beside the
 * order card, never around it, so the card keeps its state (an open dialog, the focus) meanwhile.
 */
export type WalletModeSlot = ComponentType<WalletModeSlotProps>;

export interface WalletModeSlotProps {
  onChange: (wallet: WalletMode) => void;
}

export interface WalletMode {
  connected: boolean;
  isPending: boolean;
  /** Pays the lock and claims the key; the owned copy's id, or null once the failure was shown. */
  buy: (input: { token: Token; renew: boolean }) => Promise<number | null>;
}

/** What the client sends to POST /tokens/checkout (SPEC section 7): the server prices from `id`. */
const checkoutRequest = (token: Token, order: CheckoutOrder): CheckoutRequest => ({
  id: token.id,
  name: token.profile.title,
  image: token.profile.art_image?.url,
  price: toMinorUnits(order.amount),
  membership_duration: token.profile.expiration_duration,
});

/**
 * The right column (SPEC section 2): Price and Pay using Credit Card; once chosen, the Order Summary,
 * the terms checkbox and Buy Now (Renew Now for an expired copy), which opens the card payment page.
 * A free order says 'Get it free' instead and skips the card and the wallet: the API grants it at
 * once (docs/decisions/checkout-ui.md).
 */
export function PaymentPanel({
  token,
  order,
  unavailable,
  stopped = null,
  returning = false,
  connectWallet,
  wallet,
  WalletModeSlot,
}: PaymentPanelProps) {
  const navigate = useNavigate();
  const rate = useUsdToEth();
  const [payingByCard, setPayingByCard] = useState(stopped !== null);
  const [accepted, setAccepted] = useState(stopped !== null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reportedWallet, setReportedWallet] = useState<WalletMode | null>(null);
  const queryClient = useQueryClient();
  // Asked for the payment page, or sent there: Buy Now stays busy until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  // A buyer who left the page before the answer stays where they went (as useMutation's callbacks).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const price = formatUsd(order.amount);
  const free = order.amount === 0;

  const buy = (wallet: WalletMode | null | undefined) => {
    setRefusal(null);
    if (wallet?.connected && !free) {
      // SPEC section 4: the crypto purchase ends on the owned membership page.
      void wallet.buy({ token, renew: order.kind === 'RENEWAL' }).then((tokenId) => {
        if (tokenId !== null) navigate(membershipPaths.ownedToken.href(tokenId));
      });
      return;
    }
    payByCard();
  };
  const payByCard = () => {
    setRefusal(null);
    setLeaving(true);
    runCreateCheckout(queryClient, checkoutRequest(token, order)).then(
      (session) => {
        if (mounted.current) leaveForPayment(session.url);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setLeaving(false);
        void readErrorText(error).then(setRefusal);
      },
    );
  };

  // Back unpaid: the buyer returns to the order card they left, not to the top of a long order.
  const orderCardRef = useRef<HTMLDivElement>(null);
  const showOrderCard = payingByCard && !unavailable && !returning;
  useEffect(() => {
    if (stopped !== null && showOrderCard) orderCardRef.current?.scrollIntoView({ block: 'center' });
  }, [stopped, showOrderCard]);
  // Chosen now: the order card opens below the price; on a phone its Buy Now would be under the
  // bottom nav or below the screen, so the card is scrolled up to clear it (its scroll margin).
  const [chosenNow, setChosenNow] = useState(false);
  useEffect(() => {
    if (chosenNow && showOrderCard) orderCardRef.current?.scrollIntoView({ block: 'nearest' });
  }, [chosenNow, showOrderCard]);
  const choose = () => {
    setPayingByCard(true);
    setChosenNow(true);
  };

  // While the wallet mode loads (null), whether a wallet is connected is unknown: Buy Now waits, and
  // a box of the connect button's size holds its place.
  const orderCard = (wallet: WalletMode | null | undefined) => (
    <Card.Root
      as="section"
      aria-labelledby="order-summary"
      ref={orderCardRef}
      scrollMarginBottom={{ base: '20', md: '4' }}
    >
      <Card.Body gap="4">
        {stopped === null || leaving ? null : (
          <PaymentStoppedNotice
            stopped={stopped}
            tryAnotherCard={{ disabled: !accepted, onClick: payByCard }}
          />
        )}
        {free ? null : wallet === null ? <Skeleton h="9" /> : connectWallet}
        <Heading as="h2" id="order-summary" size="md">
          Order Summary
        </Heading>
        <HStack justify="space-between" gap="4">
          <Text>{token.profile.title}</Text>
          <Text>{price}</Text>
        </HStack>
        <Separator />
        <HStack justify="space-between" gap="4" fontWeight="bold">
          <Text>Total</Text>
          <Text>{price}</Text>
        </HStack>
        <AcceptTerms accepted={accepted} onChange={setAccepted} />
        <Button
          colorPalette="brand"
          size="lg"
          disabled={!accepted}
          loading={leaving || (!free && (wallet === null || wallet?.isPending))}
          onClick={() => buy(wallet)}
        >
          {order.kind === 'RENEWAL' ? 'Renew Now' : 'Buy Now'}
        </Button>
        {refusal ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );

  return (
    <Stack gap="5">
      <Card.Root as="section" aria-label="Price">
        <Card.Body gap="3">
          <Text color="fg.muted">Price</Text>
          <Text textStyle="3xl" fontWeight="bold">
            {price}
          </Text>
          <EthEquivalent amount={order.amount} rate={rate} />
          {returning ? null : unavailable ? (
            <Text color="fg.error" fontWeight="medium">
              {unavailable}
            </Text>
          ) : payingByCard ? null : (
            <Button colorPalette="brand" size="lg" onClick={choose}>
              {free ? 'Get it free' : 'Pay using Credit Card'}
            </Button>
          )}
        </Card.Body>
      </Card.Root>
      {showOrderCard ? (
        WalletModeSlot && !free ? (
          <>
            <WalletModeSlot onChange={setReportedWallet} />
            {orderCard(reportedWallet)}
          </>
        ) : (
          orderCard(wallet)
        )
      ) : null}
    </Stack>
  );
}
