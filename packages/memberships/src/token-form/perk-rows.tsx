import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_PERKS, PERK_DESCRIPTION_MAX_LENGTH, PERK_MAX_LENGTH, PERKS_MAX_MESSAGE } from '@keyclub/domain';
import { FieldInput, FieldTextarea, FormField } from '@keyclub/ui-kit';
import { type Control, type FieldErrors, useController, useFormContext, useWatch } from 'react-hook-form';
import { CharactersLeft } from './characters-left.tsx';
import type { MembershipFormValues } from './membership-form-values.ts';

interface PerkRowProps {
  index: number;
  control: Control<MembershipFormValues, unknown, unknown>;
  errors: FieldErrors<MembershipFormValues>;
  onRemove: () => void;
}

function PerkRow({ index, control, errors, onRemove }: PerkRowProps) {
  const perk = useController({ control, name: `perks.${index}` });
  const description = useController({ control, name: `perk_descriptions.${index}` });
  const number = index + 1;
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <FormField
          label={`Perk ${number}`}
          error={errors.perks?.[index]?.message}
          helper={<CharactersLeft length={perk.field.value.length} limit={PERK_MAX_LENGTH} />}
          required
        >
          <FieldInput {...perk.field} value={perk.field.value} />
        </FormField>
        <FormField
          label={`Perk ${number} Description`}
          error={errors.perk_descriptions?.[index]?.message}
          helper={
            <CharactersLeft length={description.field.value.length} limit={PERK_DESCRIPTION_MAX_LENGTH} />
          }
        >
          <FieldTextarea {...description.field} value={description.field.value} rows={2} />
        </FormField>
        <HStack justify="flex-end">
          <Button variant="ghost" size="sm" colorPalette="red" onClick={onRemove}>
            Remove Perk {number}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** What's included: each perk with its description, rows added and removed together, MAX_PERKS at most. */
export function PerkRows() {
  const { control, formState, getValues, setValue } = useFormContext<MembershipFormValues>();
  const perks = useWatch({ control, name: 'perks' });

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
      {perks.length > 0 ? (
        <Stack as="ol" gap="3" listStyleType="none" p="0" m="0">
          {perks.map((_, index) => (
            <PerkRow
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
