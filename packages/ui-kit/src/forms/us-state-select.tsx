import { NativeSelect } from '@chakra-ui/react';
import { US_STATES } from '@keyclub/domain';
import type { ComponentProps } from 'react';

/** The 50 US states (SPEC section 9) as a native select holding the two-letter code. */
export function UsStateSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field placeholder="Select a state" {...props}>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
