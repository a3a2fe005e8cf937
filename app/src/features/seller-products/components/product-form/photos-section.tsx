import { PRODUCT_LIMITS } from '@plaza/api';
import { ImageUpload } from '@plaza/ui';
import { useMessage } from '../../../../hooks/use-message';
import { useUploadLabels } from '../../../../hooks/use-upload-labels';
import type { ProductFields } from './use-product-fields';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PHOTO_BYTES = 5_000_000;

interface PhotosSectionProps {
  fields: ProductFields;
  /** Editing a stored product: its photos are kept unless changed. */
  isEditing: boolean;
}

/** 1 to 8 photos in order, the first the cover. */
export function PhotosSection({ fields, isEditing }: PhotosSectionProps) {
  const say = useMessage();
  const uploadLabels = useUploadLabels();
  const { values, labels, set, error } = fields;
  return (
    <ImageUpload
      name="photos"
      label={labels.photos}
      description={say(isEditing ? 'productForm.photosEditHelp' : 'productForm.photosHelp')}
      labels={uploadLabels.image}
      accept={PHOTO_TYPES}
      maxFiles={PRODUCT_LIMITS.photos}
      maxSize={MAX_PHOTO_BYTES}
      files={values.photos}
      onChange={(photos) => set('photos', photos)}
      isRequired
      {...error('photos')}
    />
  );
}
