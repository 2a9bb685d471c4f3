import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { useOwnTokens, useSaveAnnouncement } from '@keyclub/api-client';
import { type Announcement, MESSAGES } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { FieldInput, FieldSelect, FieldTextarea, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  type AnnouncementFormValues,
  announcementFormResolver,
  announcementFormValues,
  BLANK_ANNOUNCEMENT_FORM,
} from './announcement-form-schema.ts';

/** The business's memberships to choose from: its whole own list (50 at most, the API's page cap). */
export const OWN_MEMBERSHIPS = { page: 1, limit: 50 };

/**
 * Create (no announcement) or edit a draft (SPEC sections 2 and 4): one of the business's
 * memberships, a title and a description; ticking 'Create and Post' sends it at once (ACTIVE), else
 * it is saved as a draft (PENDING). Fields are checked when left, and all of them on submit.
 */
export function AnnouncementForm({ announcement }: { announcement?: Announcement }) {
  const navigate = useNavigate();
  const { data: memberships } = useOwnTokens(OWN_MEMBERSHIPS);
  const save = useSaveAnnouncement();
  const form = useForm<AnnouncementFormValues, unknown, Parameters<typeof save.mutateAsync>[0]['form']>({
    ...FORM_VALIDATION,
    resolver: announcementFormResolver,
    defaultValues: announcement ? announcementFormValues(announcement) : BLANK_ANNOUNCEMENT_FORM,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: announcement?.id, form: values });
    } catch {
      return; // the error toast comes from the query client
    }
    if (values.status === 'ACTIVE' && announcement) notify.success(MESSAGES.success.announcementPublished);
    else if (announcement) notify.success(MESSAGES.success.announcementUpdated);
    else notify.success(MESSAGES.success.announcementCreated);
    navigate(announcementPaths.list.href());
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxW="2xl">
        <FormField label="Token Name" error={errors.token_profile_id?.message} required>
          <FieldSelect {...form.register('token_profile_id')}>
            <option value="">Choose a membership</option>
            {memberships?.data.map((token) => (
              <option key={token.profile.id} value={String(token.profile.id)}>
                {token.profile.title}
              </option>
            ))}
          </FieldSelect>
        </FormField>
        <FormField label="Title" error={errors.subject?.message} required>
          <FieldInput {...form.register('subject')} />
        </FormField>
        <FormField label="Description" error={errors.message?.message} required>
          <FieldTextarea rows={6} {...form.register('message')} />
        </FormField>
        <Controller
          control={form.control}
          name="post"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Create and Post</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {announcement ? 'Save Announcement' : 'Create Announcement'}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={announcementPaths.list.href()}>Cancel</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
