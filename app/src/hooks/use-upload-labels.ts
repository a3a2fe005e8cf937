import type { FileUploadLabels, ImageUploadLabels } from '@plaza/ui';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The words of the product form's photo and file pickers, in the interface language. */
export function useUploadLabels(): { file: FileUploadLabels; image: ImageUploadLabels } {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const file: FileUploadLabels = {
    dropZone: say('upload.dropZone'),
    browse: say('upload.browseFile'),
    list: say('upload.fileList'),
    remove: (name) => say('upload.remove', { name }),
    progress: (name) => say('upload.progress', { name }),
    tooMany: (max) => say('upload.tooMany', { max }),
    tooLarge: (name, maxSize) =>
      say('upload.tooLarge', { name, size: intl.formatNumber(maxSize / 1_000_000) }),
    wrongType: (name) => say('upload.wrongType', { name }),
  };
  return {
    file,
    image: {
      ...file,
      dropZone: say('upload.dropPhotos'),
      browse: say('upload.browsePhotos'),
      list: say('upload.photoList'),
      drag: (name) => say('upload.drag', { name }),
      moveEarlier: (name) => say('upload.moveEarlier', { name }),
      moveLater: (name) => say('upload.moveLater', { name }),
      moved: (name, position, count) => say('upload.moved', { name, position, count }),
    },
  };
}
