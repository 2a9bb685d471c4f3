import { renderRoutes } from '@keyclub/app-shell/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { BLANK_MEMBERSHIP_FORM, type MembershipFormValues } from './membership-form-values.ts';
import { PerkRows } from './perk-rows.tsx';

let current: MembershipFormValues | undefined;

function WithForm({ children, values }: { children: ReactNode; values?: Partial<MembershipFormValues> }) {
  const form = useForm<MembershipFormValues>({ defaultValues: { ...BLANK_MEMBERSHIP_FORM, ...values } });
  current = form.watch();
  return <FormProvider {...form}>{children}</FormProvider>;
}

const renderPerks = (values?: Partial<MembershipFormValues>) =>
  renderRoutes({
    routes: [
      {
        path: '*',
        element: (
          <WithForm values={values}>
            <PerkRows />
          </WithForm>
        ),
      },
    ],
    path: '/',
  });

describe('PerkRows', () => {
  afterEach(cleanup);

  it('loads the rows when the first perk is added and counts down the characters left', async () => {
    renderPerks();
    fireEvent.click(screen.getByRole('button', { name: 'Add Perk' }));

    // The rows' module loads on demand (row-components.ts): the first row appears once it is here.
    expect(await screen.findByText('100 characters remaining')).toBeTruthy();
    expect(screen.getByText('500 characters remaining')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Perk 1$/ }), { target: { value: 'Free entry' } });
    expect(screen.getByText('90 characters remaining')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Perk 1 Description' }), {
      target: { value: 'x'.repeat(502) },
    });
    expect(screen.getByText('2 characters over the limit')).toBeTruthy();
  });

  it('stops adding perks at the maximum of 20', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `Perk ${index + 1}`);
    renderPerks({ perks: twenty, perk_descriptions: twenty.map(() => '') });
    const add = screen.getByRole('button', { name: 'Add Perk' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Maximum 20 perks are allowed.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Perk 20' }));
    expect(add.disabled).toBe(false);
    // Twenty rows of inputs take a few seconds to render on a busy machine.
  }, 30_000);

  it('adds and removes a perk together with its description', async () => {
    renderPerks();
    fireEvent.click(screen.getByRole('button', { name: 'Add Perk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Perk' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Perk 1$/ }), {
      target: { value: 'First' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Perk 2$/ }), { target: { value: 'Second' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Perk 2 Description' }), {
      target: { value: 'About 2' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Perk 1' }));

    expect(current?.perks).toEqual(['Second']);
    expect(current?.perk_descriptions).toEqual(['About 2']);
    expect((screen.getByRole('textbox', { name: /^Perk 1$/ }) as HTMLInputElement).value).toBe('Second');
    expect(screen.queryByRole('textbox', { name: /^Perk 2$/ })).toBeNull();
  });
});
