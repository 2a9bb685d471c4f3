import { checkImageFile, type ImageValue } from '@keyclub/domain';
import { ImageInput, ImageListInput } from '@keyclub/ui-kit';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';

/** The art image (required): a PNG, GIF or JPG of at most 10 MB; a refused file never replaces it. */
export function ArtImageInput() {
  const { control, setValue, setError, formState } = useFormContext<MembershipFormValues>();
  const artImage = useWatch({ control, name: 'art_image' });
  const onChange = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) setError('art_image', { type: 'validate', message: problem });
    else setValue('art_image', file, { shouldValidate: true });
  };
  return (
    <ImageInput
      label="Art Image"
      previewAlt="Art image preview"
      value={artImage}
      onChange={onChange}
      error={formState.errors.art_image?.message}
      helper="A square image of at least 800 × 800 px: the membership page shows it whole, its card crops it to 8:7 around the centre. PNG, GIF or JPG, up to 10 MB."
      required
    />
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
  const onAdd = (files: File[]) => {
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
    <ImageListInput
      label="Cover Images"
      itemName="Cover"
      images={covers}
      onAdd={onAdd}
      onRemove={(index) => setCovers(getValues('covers').filter((_, i) => i !== index))}
      error={coverErrorText(formState.errors)}
      aspectRatio={16 / 9}
      helper="1 to 3 wide images of at least 1600 × 900 px (16:9): they fill a wide band at the top of the membership page, cropped at the edges, so keep what matters in the middle. PNG, GIF or JPG, up to 10 MB each."
      required
    />
  );
}
