/**
 * When every form of both apps speaks (docs/decisions/frame.md): a field's message shows when the
 * user leaves the field, then follows each change until the value is right, and Submit checks the
 * rest. Spread first into every `useForm` call.
 */
export const FORM_VALIDATION = { mode: 'onTouched', reValidateMode: 'onChange' } as const;
