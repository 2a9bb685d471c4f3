import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_PERKS, PERKS_MAX_MESSAGE } from '@keyclub/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';
import { useRowComponents } from './row-components.ts';

/** What's included: each perk with its description, rows added and removed together, MAX_PERKS at most. */
export function PerkRows() {
  const { control, formState, getValues, setValue } = useFormContext<MembershipFormValues>();
  const perks = useWatch({ control, name: 'perks' });
  const rows = useRowComponents(perks.length > 0);

  const setRows = (nextPerks: string[], nextDescriptions: string[]) => {
    setValue('perks', nextPerks);
    setValue('perk_descriptions', nextDescriptions);
  };
  const addRow = () => setRows([...getValues('perks'), ''], [...getValues('perk_descriptions'), '']);
  const removeRow = (index: number) =>
    setRows(
      getValues('perks').filter((_, i) => i !== index),
      getValues('perk_descriptions').filter((_, i) => i !== index),
    );

  return (
    <Stack gap="3">
      <Text fontWeight="medium">Perks</Text>
      {perks.length > 0 && rows ? (
        <Stack as="ol" gap="3" listStyleType="none" p="0" m="0">
          {perks.map((_, index) => (
            <rows.PerkRow
              key={index}
              index={index}
              control={control}
              errors={formState.errors}
              onRemove={() => removeRow(index)}
            />
          ))}
        </Stack>
      ) : null}
      <HStack gap="3">
        <Button variant="outline" size="sm" onClick={addRow} disabled={perks.length >= MAX_PERKS}>
          Add Perk
        </Button>
        {perks.length >= MAX_PERKS ? (
          <Text textStyle="xs" color="fg.muted">
            {PERKS_MAX_MESSAGE}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
