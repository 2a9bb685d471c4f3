import type { DeliveryType } from '@keyclub/domain';
import { FieldInput, FieldSelect, FormField } from '@keyclub/ui-kit';
import { useController, useFormContext } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';
import { RowCard } from './row-card.tsx';

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
    <RowCard removeLabel={`Remove Reservation ${number}`} onRemove={onRemove}>
      <FormField label={`Reservation ${number} Type`} error={errors?.gate_configuration?.type?.message}>
        <FieldSelect {...type.field} value={type.field.value ?? ''}>
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
        <FieldInput {...value.field} value={value.field.value ?? ''} placeholder="https://" />
      </FormField>
    </RowCard>
  );
}
