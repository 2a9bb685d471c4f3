import { saveTokenErrorItems } from '@keyclub/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's validation items under their inputs: `field` is the dotted path of a form field
 * (`copies`, `perks.0`). Items for fields the form does not have are left to the error toast.
 */
export async function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): Promise<void> {
  for (const item of await saveTokenErrorItems(error)) {
    if (item.field && fieldNames.includes(item.field.split('.')[0] ?? '')) {
      setError(item.field as FieldPath<T>, { type: 'server', message: item.message });
    }
  }
}
