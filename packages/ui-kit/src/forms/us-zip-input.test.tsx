import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { FormField } from './form-field.tsx';
import { UsZipInput } from './us-zip-input.tsx';

function ZipForm({ onSave }: { onSave: (values: { zip: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { zip: '' } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <FormField label="Zip Code">
        <UsZipInput {...register('zip')} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('UsZipInput', () => {
  it('asks for digits, autofills the postal code, takes 5 characters and feeds the registered field', async () => {
    const saved: { zip: string }[] = [];
    renderWithUi(<ZipForm onSave={(values) => saved.push(values)} />);
    const zip = screen.getByLabelText('Zip Code') as HTMLInputElement;
    expect(zip.inputMode).toBe('numeric');
    expect(zip.autocomplete).toBe('postal-code');
    expect(zip.maxLength).toBe(5);
    fireEvent.change(zip, { target: { value: '33139' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ zip: '33139' }]));
  });
});
