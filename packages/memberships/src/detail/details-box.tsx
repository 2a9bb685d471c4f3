import { Card, DataList, Heading } from '@chakra-ui/react';
import {
  formatDateTimeInZone,
  formatUsd,
  MESSAGES,
  membershipDurationLabel,
  type Token,
} from '@keyclub/domain';
import { resaleValidity } from './resale-validity.ts';

/**
 * 'Your Membership' (key id and expiry) for an owned copy, else 'Membership Details': the expiry and
 * time left of a copy on resale, or the duration; both end with the renewal price.
 */
export function DetailsBox({ token, owned }: { token: Token; owned: boolean }) {
  const { profile } = token;
  const isOwnedCopy = owned && token.parent_id !== null;
  const expired = token.owner_info?.status === 'EXPIRED';
  const validity = resaleValidity(token, owned, new Date());
  return (
    <Card.Root as="section" aria-labelledby="membership-details">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="membership-details">
          {isOwnedCopy ? 'Your Membership' : 'Membership Details'}
        </Heading>
        <DataList.Root orientation="horizontal">
          {isOwnedCopy ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>Membership ID</DataList.ItemLabel>
                <DataList.ItemValue>{token.token_id_bc ?? '—'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Membership Expiration</DataList.ItemLabel>
                <DataList.ItemValue color={expired ? 'fg.error' : undefined}>
                  {token.expires_at === null
                    ? MESSAGES.membership.neverExpires
                    : formatDateTimeInZone(token.expires_at)}
                </DataList.ItemValue>
              </DataList.Item>
            </>
          ) : validity ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>Membership Expiration</DataList.ItemLabel>
                <DataList.ItemValue>{validity.expiration}</DataList.ItemValue>
              </DataList.Item>
              {validity.timeLeft ? (
                <DataList.Item>
                  <DataList.ItemLabel>Time Left</DataList.ItemLabel>
                  <DataList.ItemValue>{validity.timeLeft}</DataList.ItemValue>
                </DataList.Item>
              ) : null}
            </>
          ) : (
            <DataList.Item>
              <DataList.ItemLabel>Membership Duration</DataList.ItemLabel>
              <DataList.ItemValue>
                {membershipDurationLabel(profile.expiration_duration, profile.expiration_duration_type)}
              </DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>Renewal Price</DataList.ItemLabel>
            <DataList.ItemValue>{formatUsd(profile.renewal_price)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
