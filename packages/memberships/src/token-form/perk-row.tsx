import { PERK_DESCRIPTION_MAX_LENGTH, PERK_MAX_LENGTH } from '@keyclub/domain';
import { FieldInput, FieldTextarea, FormField } from '@keyclub/ui-kit';
import { type Control, type FieldErrors, useController } from 'react-hook-form';
import { CharactersLeft } from './characters-left.tsx';
import type { MembershipFormValues } from './membership-form-values.ts';
import { RowCard } from './row-card.tsx';

interface PerkRowProps {
  index: number;
  control: Control<MembershipFormValues, unknown, unknown>;
  errors: FieldErrors<MembershipFormValues>;
  onRemove: () => void;
}

/** A perk and its description, each with the characters it still takes (perk-rows.tsx lists them). */
export function PerkRow({ index, control, errors, onRemove }: PerkRowProps) {
  const perk = useController({ control, name: `perks.${index}` });
  const description = useController({ control, name: `perk_descriptions.${index}` });
  const number = index + 1;
  return (
    <RowCard removeLabel={`Remove Perk ${number}`} onRemove={onRemove}>
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
    </RowCard>
  );
}
