import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { GATES_MAX_MESSAGE, type GateEntryInput, MAX_GATES } from '@keyclub/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';
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
    <Stack gap="3">
      <Text fontWeight="medium">Reservations</Text>
      {gates.length > 0 && rows ? (
        <Stack as="ol" gap="3" listStyleType="none" p="0" m="0">
          {gates.map((_, index) => (
            <rows.GateRow
              key={index}
              index={index}
              onRemove={() => setGates(getValues('gate').filter((__, i) => i !== index))}
            />
          ))}
        </Stack>
      ) : null}
      <HStack gap="3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setGates([...getValues('gate'), EMPTY_GATE])}
          disabled={gates.length >= MAX_GATES}
        >
          Add Reservation
        </Button>
        {gates.length >= MAX_GATES ? (
          <Text textStyle="xs" color="fg.muted">
            {GATES_MAX_MESSAGE}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
