import { operatorReasonSchema } from '@keyclub/domain';
import { FieldTextarea, FormField } from '@keyclub/ui-kit';
import { useRef, useState } from 'react';

/**
 * The reason every console change takes (the audit log keeps it): typed once above the screen's
 * lists. `withReason(act)` runs `act` with it, or says why there is none and goes to the field.
 */
export function useOperatorReason() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const withReason = (act: (reason: string) => void) => {
    const parsed = operatorReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    act(parsed.data);
  };

  const field = (
    <FormField
      label="Reason for the change"
      helper="Kept in the audit log with every change you make here."
      error={error}
    >
      <FieldTextarea
        ref={fieldRef}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormField>
  );
  return { field, withReason };
}
