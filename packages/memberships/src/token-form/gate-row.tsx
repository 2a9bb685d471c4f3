import { Button, Card, HStack } from '@chakra-ui/react';
import type { DeliveryType } from '@keyclub/domain';
import { FieldInput, FieldSelect, FormField } from '@keyclub/ui-kit';
import { useController, useFormContext } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';

const GATE_TYPE_LABELS: Record<DeliveryType, string> = {
  OPENTABLE: 'OpenTable',
  REDIRECT: 'Redirect',
};

const valueLabel = (type: DeliveryType | '' | null | undefined) =>
  type === 'REDIRECT' ? 'Redirect Link' : 'OpenTable Widget Link';

/** A reservation: its type and the link it takes (gate-rows.tsx lists them). */
export function GateRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, formState } = useFormContext<MembershipFormValues>();
  const type = useController({ control, name: `gate.${index}.gate_configuration.type` });
  const value = useController({ control, name: `gate.${index}.values` });
  const errors = formState.errors.gate?.[index];
  const number = index + 1;
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <FormField label={`Reservation ${number} Type`} error={errors?.gate_configuration?.type?.message}>
          <FieldSelect
            name={type.field.name}
            ref={type.field.ref}
            value={type.field.value ?? ''}
            onChange={type.field.onChange}
            onBlur={type.field.onBlur}
          >
            <option value="">Select a type</option>
            {Object.entries(GATE_TYPE_LABELS).map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </FieldSelect>
        </FormField>
        <FormField
          label={`Reservation ${number} ${valueLabel(type.field.value)}`}
          error={errors?.values?.message}
        >
          <FieldInput
            name={value.field.name}
            ref={value.field.ref}
            value={value.field.value ?? ''}
            onChange={value.field.onChange}
            onBlur={value.field.onBlur}
            placeholder="https://"
          />
        </FormField>
        <HStack justify="flex-end">
          <Button variant="ghost" size="sm" colorPalette="red" onClick={onRemove}>
            Remove Reservation {number}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
