import { Button, chakra, HStack, Stack, Wrap } from '@chakra-ui/react';
import { checkImageFile, IMAGE_MIME_TYPES, type ImageValue } from '@keyclub/domain';
import { type ChangeEvent, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { ImagePreview } from './image-preview.tsx';
import type { MembershipFormValues } from './membership-form-schema.ts';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

/** A file input hidden behind a button; the label keeps it reachable by its name. */
function FilePicker(props: {
  label: string;
  buttonText: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    props.onFiles(Array.from(event.target.files ?? []));
    // Choosing the same file again must fire another change.
    event.target.value = '';
  };
  return (
    <>
      <chakra.input
        id={id}
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        multiple={props.multiple}
        aria-label={props.label}
        onChange={onChange}
        srOnly
      />
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
        {props.buttonText}
      </Button>
    </>
  );
}

/** The art image (required): a PNG, GIF or JPG of at most 10 MB, previewed once chosen. */
export function ArtImageInput() {
  const { control, setValue, setError, formState } = useFormContext<MembershipFormValues>();
  const artImage = useWatch({ control, name: 'art_image' });
  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) setError('art_image', { type: 'validate', message: problem });
    else setValue('art_image', file, { shouldValidate: true });
  };
  return (
    <FormField label="Art Image" error={formState.errors.art_image?.message} required>
      <Stack gap="3">
        {artImage ? <ImagePreview image={artImage} alt="Art image preview" /> : null}
        <FilePicker
          label="Art Image"
          buttonText={artImage ? 'Change Art Image' : 'Upload Art Image'}
          onFiles={onFiles}
        />
      </Stack>
    </FormField>
  );
}

const coverErrorText = (
  errors: ReturnType<typeof useFormContext<MembershipFormValues>>['formState']['errors'],
) => {
  const covers = errors.covers;
  if (!covers) return undefined;
  if (covers.message) return covers.message;
  return Array.isArray(covers) ? covers.find((item) => item?.message)?.message : undefined;
};

/** One to three covers, each previewed with a Remove button; refused files never join the list. */
export function CoverImagesInput() {
  const { control, getValues, setValue, setError, formState } = useFormContext<MembershipFormValues>();
  const covers = useWatch({ control, name: 'covers' });
  const setCovers = (next: ImageValue[]) => setValue('covers', next, { shouldValidate: true });
  const onFiles = (files: File[]) => {
    const accepted = files.filter((file) => checkImageFile(file) === null);
    const next = [...getValues('covers'), ...accepted];
    const problem = files.map(checkImageFile).find((message) => message !== null);
    if (problem) {
      // Keep the accepted files but show why the others were refused (validating now would clear it).
      setValue('covers', next);
      setError('covers', { type: 'validate', message: problem });
    } else {
      setCovers(next);
    }
  };
  return (
    <FormField label="Cover Images" error={coverErrorText(formState.errors)} required>
      <Stack gap="3">
        {covers.length > 0 ? (
          <Wrap as="ul" gap="4" listStyleType="none" p="0" m="0">
            {covers.map((cover, index) => (
              <Stack as="li" key={index} gap="2">
                <ImagePreview image={cover} alt={`Cover image ${index + 1} preview`} />
                <HStack>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setCovers(getValues('covers').filter((_, i) => i !== index))}
                  >
                    Remove Cover {index + 1}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Wrap>
        ) : null}
        <FilePicker label="Cover Images" buttonText="Add Cover Images" multiple onFiles={onFiles} />
      </Stack>
    </FormField>
  );
}
