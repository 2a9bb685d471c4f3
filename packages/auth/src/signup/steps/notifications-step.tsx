import { Switch, Text } from '@chakra-ui/react';
import { afterMutation, useSignup } from '@keyclub/api-client';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_FLAGS } from '@keyclub/domain';
import { FORM_VALIDATION } from '@keyclub/ui-kit';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormStack } from '../../form-stack.tsx';
import { buildSignupSubmission, signupScreenPath } from '../signup-progress.ts';
import { useSignupStore } from '../signup-store.ts';
import { useSignupDraft, useSignupStep } from '../use-signup-step.ts';
import { StepActions } from './step-actions.tsx';

/** Last step: the notification flags, then the signup itself (multipart for businesses). */
export function NotificationsStep() {
  const { role, saved, back } = useSignupStep('notifications');
  const navigate = useNavigate();
  const signup = useSignup();
  const flags = NOTIFICATION_FLAGS[role];
  const form = useForm<Record<string, boolean>>({
    ...FORM_VALIDATION,
    defaultValues: Object.fromEntries(
      flags.map(({ name }) => [name, (saved[name] as boolean | undefined) ?? NOTIFICATION_DEFAULTS[name]]),
    ),
  });
  useSignupDraft('notifications', form.watch);

  const onSubmit = (input: Record<string, boolean>) => {
    useSignupStore.getState().saveStep('notifications', input);
    const { values, secrets } = useSignupStore.getState();
    afterMutation(signup.mutateAsync(buildSignupSubmission(role, values, secrets)), () => {
      useSignupStore.getState().markSubmitted();
      navigate(signupScreenPath('success'), { replace: true });
    });
  };

  return (
    <FormStack gap="5" onSubmit={form.handleSubmit(onSubmit)}>
      <Text color="fg.muted">
        Choose the emails you want to receive. You can change this later in Settings.
      </Text>
      {flags.map(({ name, label }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Switch.Root
              checked={field.value === true}
              onCheckedChange={({ checked }) => field.onChange(checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{label}</Switch.Label>
            </Switch.Root>
          )}
        />
      ))}
      <StepActions back={back} submitLabel="Complete Sign Up" loading={signup.isPending} />
    </FormStack>
  );
}
