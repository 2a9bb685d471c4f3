import { US_STATES } from '@keyclub/domain';
import type { ComponentProps } from 'react';
import { FieldSelect } from './field-controls.tsx';

/** The 50 US states (SPEC section 9) as a native select holding the two-letter code. */
export function UsStateSelect(props: ComponentProps<typeof FieldSelect>) {
  return (
    <FieldSelect {...props}>
      <option value="">Select a state</option>
      {US_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </FieldSelect>
  );
}
