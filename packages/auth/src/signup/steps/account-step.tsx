import { Checkbox, Link, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSchema,
  type RoleName,
  type SignupAccountFormInput,
  signupAccountFormSchema,
  usernameSchema,
  VALIDATION_MESSAGES,
} from '@keyclub/domain';
import { authPaths, framePaths } from '@keyclub/domain/paths';
import { FieldInput, FORM_VALIDATION, FormField } from '@keyclub/ui-kit';
import { Fragment, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormStack } from '../../form-stack.tsx';
import { useSignupStore } from '../signup-store.ts';
import { useAvailabilityCheck } from '../use-availability-check.ts';
import { useSignupDraft, useSignupStep } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

/** The documents a signup accepts (SPEC section 5): businesses also sign the client agreement. */
const TERMS_LABEL: Record<RoleName, string> = {
  CONSUMER: 'I accept the Terms of Use and Privacy Policy',
  BUSINESS: 'I accept the Terms of Use, Privacy Policy and Client Agreement',
};

/** Each document the label names, as a page of the frame. */
const TERMS_DOCUMENTS: Record<RoleName, { title: string; href: string }[]> = {
  CONSUMER: [
    { title: 'Terms of Use', href: framePaths.termsOfUse.href() },
    { title: 'Privacy Policy', href: framePaths.privacyPolicy.href() },
  ],
  BUSINESS: [
    { title: 'Terms of Use', href: framePaths.termsOfUse.href() },
    { title: 'Privacy Policy', href: framePaths.privacyPolicy.href() },
    { title: 'Client Agreement', href: framePaths.clientAgreement.href() },
  ],
};

const UNIQUE_FIELDS = {
  email: { schema: emailSchema, takenMessage: VALIDATION_MESSAGES.emailTaken },
  username: { schema: usernameSchema, takenMessage: VALIDATION_MESSAGES.usernameTaken },
} as const;

/** Start step: email, username, password twice and the terms box; email and username must be free. */
export function AccountStep() {
  const { role, saved, saveAndContinue } = useSignupStep('account');
  const isAvailable = useAvailabilityCheck();
  const [checking, setChecking] = useState(false);
  const form = useForm<SignupAccountFormInput>({
    ...FORM_VALIDATION,
    resolver: zodResolver(signupAccountFormSchema),
    defaultValues: {
      email: '',
      username: '',
      password: '',
      confirm_password: '',
      accept_terms: false,
      ...(saved as Partial<SignupAccountFormInput>),
    },
  });
  useSignupDraft('account', form.watch);
  const resuming = useSignupStore((state) => state.resumeAt !== null);
  const { errors } = form.formState;
  // SPEC section 5: Sign Up stays disabled until the terms box is ticked; the line under it says so.
  const acceptedTerms = form.watch('accept_terms') === true;

  /** True when the value is free (or not yet a valid value, which the form reports itself). */
  const checkUnique = async (field: keyof typeof UNIQUE_FIELDS): Promise<boolean> => {
    const { schema, takenMessage } = UNIQUE_FIELDS[field];
    const parsed = schema.safeParse(form.getValues(field));
    if (!parsed.success) return true;
    const available = await isAvailable(field, parsed.data);
    if (!available) form.setError(field, { type: 'taken', message: takenMessage });
    return available;
  };

  const onSubmit = async () => {
    setChecking(true);
    const results = await Promise.all([checkUnique('email'), checkUnique('username')]);
    setChecking(false);
    if (results.every(Boolean)) saveAndContinue(form.getValues());
  };

  return (
    <FormStack gap="4" onSubmit={form.handleSubmit(onSubmit)}>
      {resuming ? (
        <Text role="status" fontSize="sm">
          What you typed is kept. Enter your password again to continue where you left off.
        </Text>
      ) : null}
      <FormField label="Email" error={errors.email?.message}>
        <FieldInput
          type="email"
          autoComplete="email"
          {...form.register('email', { onBlur: () => void checkUnique('email') })}
        />
      </FormField>
      <FormField label="Username" error={errors.username?.message}>
        <FieldInput
          autoComplete="username"
          {...form.register('username', { onBlur: () => void checkUnique('username') })}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <FieldInput type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirm_password?.message}>
        <FieldInput type="password" autoComplete="new-password" {...form.register('confirm_password')} />
      </FormField>
      <Controller
        control={form.control}
        name="accept_terms"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{TERMS_LABEL[role]}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <Text fontSize="sm" color="fg.muted">
        {acceptedTerms ? null : 'Tick the box to accept the terms, then Sign Up. '}
        Read the{' '}
        {TERMS_DOCUMENTS[role].map((terms, index, all) => (
          <Fragment key={terms.href}>
            {index === 0 ? null : index === all.length - 1 ? ' and the ' : ', the '}
            <Link href={terms.href} target="_blank" rel="noopener" color="brand.fg">
              {terms.title}
            </Link>
          </Fragment>
        ))}{' '}
        (each opens in a new tab).
      </Text>
      <StepActions back={null} submitLabel="Sign Up" disabled={!acceptedTerms} loading={checking} />
      <Text fontSize="sm" textAlign="center">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={authPaths.login.href()}>Login</RouterLink>
        </Link>
      </Text>
    </FormStack>
  );
}
