import { MAX_PERKS, PERKS_MAX_MESSAGE } from '@keyclub/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';
import { RepeatedRows } from './repeated-rows.tsx';
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
    <RepeatedRows
      title="Perks"
      count={perks.length}
      max={MAX_PERKS}
      maxMessage={PERKS_MAX_MESSAGE}
      addLabel="Add Perk"
      onAdd={addRow}
    >
      {rows
        ? perks.map((_, index) => (
            <rows.PerkRow
              key={index}
              index={index}
              control={control}
              errors={formState.errors}
              onRemove={() => removeRow(index)}
            />
          ))
        : null}
    </RepeatedRows>
  );
}
