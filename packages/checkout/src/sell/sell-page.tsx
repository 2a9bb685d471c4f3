import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSellToken, useWithdrawListing } from '@keyclub/api-client';
import { formatMoney, MESSAGES, type SellTerms, sellPriceFormSchema, type Token } from '@keyclub/domain';
import { membershipPaths, payoutPaths } from '@keyclub/domain/paths';
import {
  Breadcrumbs,
  ConfirmDialog,
  FieldInput,
  FORM_VALIDATION,
  FormField,
  notify,
  PageShell,
} from '@keyclub/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ResultDialog } from '../result/result-dialog.tsx';
import { CheckoutColumns } from '../shared/checkout-columns.tsx';
import { SellSummary } from './sell-summary.tsx';

/** The typed price as a number when it is one (the summary follows it as the owner types). */
function typedPrice(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Sends the wallet's approval of the API signer for the key (R8), loading the wallet code only now:
 * a key in Keyclub's custody needs none. Answers false after telling the owner why it failed.
 */
async function approveFromWallet(approval: NonNullable<SellTerms['wallet_approval']>, token: Token) {
  const wallet = await import('@keyclub/wallet/approve');
  const lock = token.profile.contract_address;
  if (!lock || !token.token_id_bc) throw new Error('A listed key needs its lock and key id');
  try {
    await wallet.approveKeyTransfer({
      lock: lock as `0x${string}`,
      keyId: BigInt(token.token_id_bc),
      owner: approval.owner as `0x${string}`,
      spender: approval.spender as `0x${string}`,
    });
    return true;
  } catch (error) {
    notify.error(
      wallet.isUserRejection(error)
        ? MESSAGES.errors.walletRejected
        : await wallet.walletFailureText(error, MESSAGES.errors.default),
    );
    return false;
  }
}

type Step = 'edit' | 'belowAsk' | 'confirm' | 'listed';

/**
 * A listing needs the seller's payout account (issue 34; the API refuses one without it): until it
 * is ready, the page says so with a link to Settings → Payouts, where the seller connects it.
 */
function PayoutAccountNotice() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MESSAGES.sell.payoutAccountFirst}</Alert.Title>
        <Alert.Description>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={payoutPaths.payoutSettings.href()}>Connect payouts</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The Sell Membership NFT page (SPEC section 2, section 4 Sell): the price, the summary with the fees,
 * Post your listing. A price below the minimum ask opens the 'Price below asking price' modal and
 * goes no further; otherwise a confirmation, the wallet's approval when the key is in a wallet, the
 * sell call, a success modal, and /tokens. Without a ready payout account nothing can be listed.
 */
export function SellPage({ token, terms }: { token: Token; terms: SellTerms }) {
  const navigate = useNavigate();
  const sell = useSellToken();
  const withdraw = useWithdrawListing();
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: zodResolver(sellPriceFormSchema(terms.listing_amount)),
    defaultValues: { price: '' },
  });
  // The field holds what was typed (the schema's input); the summary and the listing read that text.
  const priceText = String(form.watch('price'));
  const [step, setStep] = useState<Step>('edit');
  const [busy, setBusy] = useState(false);
  const toDashboard = () => navigate(membershipPaths.tokens.href());

  const canList = terms.payout_account_status === 'READY';

  // A price below the asking price opens its modal instead of a message under the field.
  const fieldError = form.formState.errors.price?.message;
  const submit = form.handleSubmit(
    () => canList && setStep('confirm'),
    (errors) => canList && errors.price?.message === MESSAGES.errors.priceBelowAsking && setStep('belowAsk'),
  );

  async function postListing() {
    setBusy(true);
    try {
      if (terms.wallet_approval && !(await approveFromWallet(terms.wallet_approval, token))) return;
      await sell.mutateAsync({ id: token.id, price: priceText.trim() });
      setStep('listed');
    } catch {
      // The API's refusal is shown by the query client's error toast.
    } finally {
      setBusy(false);
      setStep((current) => (current === 'confirm' ? 'edit' : current));
    }
  }

  async function withdrawListing() {
    try {
      await withdraw.mutateAsync(token.id);
      notify.success(MESSAGES.sell.withdrawn);
      toDashboard();
    } catch {
      // Shown by the query client's error toast (e.g. a purchase of it in progress).
    }
  }

  const price = typedPrice(priceText);
  return (
    <PageShell
      title="Sell Membership NFT"
      before={
        <Breadcrumbs
          items={[
            { label: 'My Membership NFTs', href: membershipPaths.tokens.href() },
            { label: token.profile.title, href: membershipPaths.ownedToken.href(token.id) },
            { label: 'Sell' },
          ]}
        />
      }
    >
      {canList ? null : <PayoutAccountNotice />}
      <CheckoutColumns from="md">
        <form onSubmit={submit} noValidate aria-label="Sell Membership">
          <Stack gap="4">
            <Text>
              {token.profile.title} · {token.business.name}
            </Text>
            {token.is_open_for_sale && token.total_amount !== null ? (
              <Stack gap="2" align="start">
                <Text color="fg.muted">
                  Listed now for {formatMoney(token.total_amount)}. A new price replaces it.
                </Text>
                <Button
                  variant="outline"
                  size="sm"
                  loading={withdraw.isPending}
                  onClick={() => void withdrawListing()}
                >
                  Withdraw listing
                </Button>
              </Stack>
            ) : null}
            <FormField
              label="Price (USD)"
              required
              error={fieldError === MESSAGES.errors.priceBelowAsking ? undefined : fieldError}
              helper={`At least ${formatMoney(terms.listing_amount)}, the asking price.`}
            >
              <FieldInput inputMode="decimal" autoComplete="off" {...form.register('price')} />
            </FormField>
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} disabled={!canList}>
              Post your listing
            </Button>
          </Stack>
        </form>
        <SellSummary price={price} terms={terms} />
      </CheckoutColumns>
      <ResultDialog
        open={step === 'belowAsk'}
        title={MESSAGES.errors.priceBelowAskingTitle}
        onClose={() => setStep('edit')}
      >
        <Text>{MESSAGES.errors.priceBelowAsking}</Text>
      </ResultDialog>
      <ConfirmDialog
        open={step === 'confirm'}
        title={MESSAGES.sell.confirmTitle}
        body={
          <Text>
            List {token.profile.title} for {formatMoney(price ?? 0)}?
            {terms.wallet_approval
              ? ' Your wallet will ask you to approve Keyclub to transfer it when it sells.'
              : ''}
          </Text>
        }
        confirmLabel="Post your listing"
        cancelLabel="Cancel"
        loading={busy}
        onConfirm={() => void postListing()}
        onCancel={() => setStep('edit')}
      />
      <ResultDialog
        open={step === 'listed'}
        title={MESSAGES.sell.listedTitle}
        onClose={toDashboard}
        footer={
          <Button colorPalette="brand" onClick={toDashboard}>
            Go to My Memberships
          </Button>
        }
      >
        <Text>{MESSAGES.sell.listed}</Text>
      </ResultDialog>
    </PageShell>
  );
}
