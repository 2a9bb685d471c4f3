import { Input } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
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

describe('FormField', () => {
  it('ties the label to the control and marks a required field', () => {
    renderWithUi(
      <>
        <FormField label="Title" required>
          <Input />
        </FormField>
        <FormField label="Terms and Conditions">
          <Input />
        </FormField>
      </>,
    );
    const title = screen.getByLabelText(/^Title/);
    expect(title.tagName).toBe('INPUT');
    expect(title.closest('[role="group"], div')?.textContent).toContain('*');
    expect(screen.getByText('Terms and Conditions').textContent).toBe('Terms and Conditions');
  });

  it('shows the helper, then the error instead, and marks the control invalid', () => {
    const { rerender } = renderWithUi(
      <FormField label="Royalty (%)" helper="0 to 10">
        <Input />
      </FormField>,
    );
    expect(screen.getByText('0 to 10')).toBeTruthy();
    expect(screen.getByLabelText('Royalty (%)').getAttribute('aria-invalid')).toBeNull();

    rerender(
      <FormField label="Royalty (%)" error="Royalty must be 10 or less">
        <Input />
      </FormField>,
    );
    expect(screen.getByLabelText('Royalty (%)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Royalty must be 10 or less')).toBeTruthy();
    expect(screen.queryByText('0 to 10')).toBeNull();
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
