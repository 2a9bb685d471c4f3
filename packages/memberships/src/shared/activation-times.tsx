import { DataList } from '@chakra-ui/react';
import { type ActivationCard, formatDateTime } from '@keyclub/domain';

/** Activated at and Activation End (SPEC section 2), in the viewer's local time, when the card has them. */
export function ActivationTimes({ card }: { card: ActivationCard }) {
  if (!card.activated_at) return null;
  return (
    <DataList.Root orientation="horizontal">
      <DataList.Item>
        <DataList.ItemLabel>Activated at</DataList.ItemLabel>
        <DataList.ItemValue>{formatDateTime(card.activated_at)}</DataList.ItemValue>
      </DataList.Item>
      {card.activation_end_at ? (
        <DataList.Item>
          <DataList.ItemLabel>Activation End</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(card.activation_end_at)}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
    </DataList.Root>
  );
}
