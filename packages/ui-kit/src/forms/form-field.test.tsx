import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { FieldInput, FieldSelect, FieldTextarea } from './field-controls.tsx';
import { FormField } from './form-field.tsx';
import { UsPhoneInput } from './us-phone-input.tsx';
import { UsStateSelect } from './us-state-select.tsx';

function PhoneField() {
  const [phone, setPhone] = useState('');
  return (
    <FormField label="Phone Number">
      <UsPhoneInput value={phone} onChange={setPhone} />
    </FormField>
  );
}

/** The texts the control's aria-describedby names, in order. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('ties the label to each kind of control and marks a required field', () => {
    renderWithUi(
      <>
        <FormField label="Title" required>
          <FieldInput />
        </FormField>
        <FormField label="Description" required>
          <FieldTextarea rows={4} />
        </FormField>
        <FormField label="Category">
          <FieldSelect>
            <option value="">Select a category</option>
          </FieldSelect>
        </FormField>
        <FormField label="Terms and Conditions">
          <FieldInput />
        </FormField>
      </>,
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.tagName).toBe('INPUT');
    expect((title as HTMLInputElement).required).toBe(true);
    expect(screen.getByText('Title').textContent).toBe('Title*');
    // The mark is seen, not read: the accessible names above have none.
    const marks = screen.getAllByText('*');
    expect(marks.map((mark) => mark.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    const about = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    expect([about.tagName, about.getAttribute('rows'), about.required]).toEqual(['TEXTAREA', '4', true]);
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(category.required).toBe(false);
    expect(screen.getByText('Terms and Conditions').textContent).toBe('Terms and Conditions');
  });

  it('describes the control by its helper, then by its error instead, and marks it invalid', () => {
    const { rerender } = renderWithUi(
      <FormField label="Royalty (%)" helper="0 to 10" required>
        <FieldInput />
      </FormField>,
    );
    const royalty = screen.getByRole('textbox', { name: 'Royalty (%)' });
    expect(description(royalty)).toEqual(['0 to 10']);
    expect(royalty.getAttribute('aria-invalid')).toBeNull();

    rerender(
      <FormField label="Royalty (%)" error="Royalty must be 10 or less" required>
        <FieldInput />
      </FormField>,
    );
    expect(royalty.getAttribute('aria-invalid')).toBe('true');
    expect(description(royalty)).toEqual(['Royalty must be 10 or less']);
    expect(document.getElementById(royalty.getAttribute('aria-errormessage') ?? '')?.textContent).toBe(
      'Royalty must be 10 or less',
    );
    expect(screen.queryByText('0 to 10')).toBeNull();

    rerender(
      <FormField label="Royalty (%)" helper="0 to 10" error="Royalty is required." required>
        <FieldInput />
      </FormField>,
    );
    expect(description(royalty)).toEqual(['0 to 10', 'Royalty is required.']);
  });

  it('disables the control of a disabled field unless the control says otherwise', () => {
    renderWithUi(
      <>
        <FormField label="Price (USD)" disabled>
          <FieldInput />
        </FormField>
        <FormField label="Currency" disabled>
          <FieldSelect>
            <option>USD</option>
          </FieldSelect>
        </FormField>
        <FormField label="Copies" disabled>
          <FieldInput disabled={false} />
        </FormField>
      </>,
    );
    expect((screen.getByRole('textbox', { name: 'Price (USD)' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Copies' }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('US inputs', () => {
  it('keeps a typed phone number in the +1 (999) 999 9999 mask', () => {
    renderWithUi(<PhoneField />);
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '5551234567' } });
    expect(phone.value).toBe('+1 (555) 123 4567');
  });

  it('offers the 50 states by name, holding the two-letter code', () => {
    renderWithUi(
      <FormField label="State">
        <UsStateSelect defaultValue="TX" />
      </FormField>,
    );
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.value).toBe('TX');
    expect(state.selectedOptions[0]?.textContent).toBe('Texas');
    expect(state.querySelectorAll('option[value]:not([value=""])')).toHaveLength(50);
  });
});
