import { GATES_MAX_MESSAGE, type GateEntryInput, MAX_GATES } from '@keyclub/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';
import { RepeatedRows } from './repeated-rows.tsx';
import { useRowComponents } from './row-components.ts';

const EMPTY_GATE: GateEntryInput = { gate_configuration: { type: '' }, values: '' };

/**
 * Reservation gates: an OpenTable widget link or a redirect link, MAX_GATES rows at most; rows left
 * empty are dropped on save.
 */
export function GateRows() {
  const { control, getValues, setValue } = useFormContext<MembershipFormValues>();
  const gates = useWatch({ control, name: 'gate' });
  const rows = useRowComponents(gates.length > 0);
  const setGates = (next: GateEntryInput[]) => setValue('gate', next);
  return (
    <RepeatedRows
      title="Reservations"
      count={gates.length}
      max={MAX_GATES}
      maxMessage={GATES_MAX_MESSAGE}
      addLabel="Add Reservation"
      onAdd={() => setGates([...getValues('gate'), EMPTY_GATE])}
    >
      {rows
        ? gates.map((_, index) => (
            <rows.GateRow
              key={index}
              index={index}
              onRemove={() => setGates(getValues('gate').filter((__, i) => i !== index))}
            />
          ))
        : null}
    </RepeatedRows>
  );
}
