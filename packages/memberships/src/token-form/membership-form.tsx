import { Box, Button, Card, HStack, Stack } from '@chakra-ui/react';
import { useCategories, useMe } from '@keyclub/api-client';
import {
  CURRENCIES,
  DEFAULT_COPIES,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_EXPIRATION_DAYS,
  TOKEN_CREATED_MESSAGE,
  TOKEN_TYPES,
  TOKEN_UPDATED_MESSAGE,
  type Token,
} from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { FieldInput, FieldSelect, FieldTextarea, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DurationField } from './duration-field.tsx';
import { GateRows } from './gate-rows.tsx';
import { ArtImageInput, CoverImagesInput } from './image-inputs.tsx';
import type { LockedReasons } from './locked-fields.ts';
import type { MembershipSubmission } from './membership-form-schema.ts';
import { membershipValidation } from './membership-form-validation.ts';
import { BLANK_MEMBERSHIP_FORM, type MembershipFormValues } from './membership-form-values.ts';
import { PerkRows } from './perk-rows.tsx';
import { loadRowComponents } from './row-components.ts';
import { SentinelNumberField } from './sentinel-number-field.tsx';

/** What the edit page hands the form: the stored membership, its values and why some are locked. */
export type MembershipEdit = { token: Token; values: MembershipFormValues; locked: LockedReasons };

const TOKEN_TYPE_LABELS = { SINGLE: 'Single', MULTIPLE: 'Multiple' } as const;

const loadSave = () => import('./membership-save.ts');
const CardPreview = lazy(() => import('./card-preview.tsx'));
const ComingSoonField = lazy(() => import('./coming-soon-field.tsx'));

/**
 * Create (no token) or edit a membership (SPEC section 5). On edit the price, renewal price, copies
 * and currency are shown read-only, each with its reason; the API still refuses copies below the
 * sold copies. Unlimited copies, no lockout and never expires are toggles (the values stay -1).
 */
export function MembershipForm({ edit }: { edit?: MembershipEdit }) {
  const token = edit?.token;
  const isEdit = token !== undefined;
  const navigate = useNavigate();
  const { data: categories = [] } = useCategories();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [validation] = useState(() => membershipValidation(isEdit ? token.profile.sold_copies_count : null));
  const [showPreview, setShowPreview] = useState(false);
  // Create's Coming soon box loads with the form's other on-demand parts, on its first focus.
  const [prepared, setPrepared] = useState(false);
  const form = useForm<MembershipFormValues, unknown, MembershipSubmission>({
    ...FORM_VALIDATION,
    resolver: validation.resolver,
    defaultValues: edit?.values ?? BLANK_MEMBERSHIP_FORM,
  });
  const { register, formState, handleSubmit, setError } = form;
  const errors = formState.errors;
  // The first focus starts loading what using the form needs: its rules, its save, the rows.
  const prepare = () => {
    validation.prepare();
    loadSave().catch(() => undefined);
    loadRowComponents().catch(() => undefined);
    setPrepared(true);
  };

  const onSubmit = handleSubmit(async (values) => {
    // Loaded on the first focus, so normally here already; a save that cannot load says so.
    const save = await loadSave().catch(() => null);
    if (!save) {
      notify.error(DEFAULT_ERROR_MESSAGE);
      return;
    }
    try {
      const saved = await save.saveMembership(queryClient, { id: token?.id, values });
      if (isEdit) {
        notify.success(TOKEN_UPDATED_MESSAGE);
        navigate(membershipPaths.tokens.href());
      } else {
        notify.success(TOKEN_CREATED_MESSAGE);
        navigate(membershipPaths.tokenConfirmation.href(saved.id));
      }
    } catch (error) {
      // The error toast comes from the query client; field messages go under their inputs too.
      await save.showServerFieldErrors(error, Object.keys(BLANK_MEMBERSHIP_FORM), setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} onFocus={prepare} aria-label="Membership form">
        <Stack gap="6">
          <Card.Root>
            <Card.Body gap="5">
              <FormField label="Title" error={errors.title?.message} required>
                <FieldInput {...register('title')} />
              </FormField>
              <FormField label="Description" error={errors.description?.message} required>
                <FieldTextarea {...register('description')} rows={4} />
              </FormField>
              {/* A Box, not Chakra's Grid: the page loads no separate Grid chunk (docs/performance.md, Bundle). */}
              <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="5">
                <FormField
                  label="Price (USD)"
                  error={errors.price?.message}
                  helper={edit?.locked.price ?? '0 for free'}
                  required
                  disabled={isEdit}
                >
                  <FieldInput {...register('price', { disabled: isEdit })} inputMode="decimal" />
                </FormField>
                <FormField
                  label="Renewal Price (USD)"
                  error={errors.renewal_price?.message}
                  helper={edit?.locked.renewalPrice ?? '0 for free'}
                  required
                  disabled={isEdit}
                >
                  <FieldInput {...register('renewal_price', { disabled: isEdit })} inputMode="decimal" />
                </FormField>
                <SentinelNumberField
                  name="copies"
                  label="Number of Memberships"
                  toggleLabel="Unlimited"
                  fallback={String(DEFAULT_COPIES)}
                  helper={edit?.locked.copies}
                  disabled={isEdit}
                />
                <FormField label="Royalty (%)" error={errors.royalty?.message} helper="0 to 10" required>
                  <FieldInput {...register('royalty')} inputMode="decimal" />
                </FormField>
                <DurationField
                  name="lockout_period"
                  label="Lockout Period"
                  toggleLabel="No lockout"
                  fallback="24"
                />
                <DurationField
                  name="expiration_duration"
                  label="Expiration Duration"
                  toggleLabel="Never"
                  fallback={String(DEFAULT_EXPIRATION_DAYS)}
                />
                <FormField label="Category" error={errors.category_id?.message} required>
                  <FieldSelect {...register('category_id')}>
                    <option value="">Select a category</option>
                    {categories.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {category.name}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
                <FormField label="Currency" helper="Memberships are sold in US dollars." disabled>
                  <FieldSelect>
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
                <FormField label="Token Type" error={errors.token_type?.message} required>
                  <FieldSelect {...register('token_type')}>
                    {TOKEN_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TOKEN_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
              </Box>
              {isEdit || !prepared ? null : (
                <Suspense fallback={null}>
                  <ComingSoonField />
                </Suspense>
              )}
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Body gap="5">
              <ArtImageInput />
              <CoverImagesInput />
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Body gap="3" alignItems="start">
              {/* On demand: the card face and the rate query stay off the form's first load (bundle budget). */}
              <Button
                type="button"
                variant="outline"
                aria-expanded={showPreview}
                onClick={() => setShowPreview((shown) => !shown)}
              >
                {showPreview ? 'Hide card preview' : 'Show card preview'}
              </Button>
              {showPreview && (
                <Suspense fallback={null}>
                  <CardPreview businessName={token?.business.name ?? me?.business?.name} />
                </Suspense>
              )}
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Body gap="5">
              <PerkRows />
              <FormField label="Terms and Conditions" error={errors.terms_and_conditions?.message}>
                <FieldTextarea {...register('terms_and_conditions')} rows={4} />
              </FormField>
              <GateRows />
            </Card.Body>
          </Card.Root>

          <HStack justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {isEdit ? 'Update Membership' : 'Create Membership'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
