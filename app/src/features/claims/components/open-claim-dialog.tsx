import {
  CLAIM_MAX_PHOTOS,
  CLAIM_REASONS,
  CLAIM_TEXT_MAX_LENGTH,
  OpenClaimBody,
  type Claim,
  type ClaimReason,
} from '@plaza/api';
import { ImageUpload, RadioGroup, TextArea, type UploadFile } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useForm } from '../../../hooks/use-form';
import { useMessage } from '../../../hooks/use-message';
import { useUploadLabels } from '../../../hooks/use-upload-labels';
import { clientErrors } from '../../../lib/form-errors';
import { openClaim } from '../api/open-claim';
import { ClaimFormDialog } from './claim-form-dialog';
import { CLAIM_REASON_MESSAGE } from './claim-words';

/** docs/api.md: photos are JPEG, PNG or WebP of at most 5 MB, kept private as a message's. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_IMAGE_BYTES = 5_000_000;

interface ClaimValues extends Record<string, unknown> {
  reason: ClaimReason | null;
  text: string;
  photos: UploadFile[];
}

const initial: ClaimValues = { reason: null, text: '', photos: [] };

interface OpenClaimDialogProps {
  saleId: number;
  onClose: () => void;
  /** Called with the claim once opened, e.g. to go to its page. */
  onOpened: (claim: Claim) => void;
}

/**
 * The buyer's problem with a sale: what happened (one of the reasons), their words to the seller
 * and, if they like, photos. Sent, the claim is open and the seller is told.
 */
export function OpenClaimDialog({ saleId, onClose, onOpened }: OpenClaimDialogProps) {
  const say = useMessage();
  const intl = useIntl();
  const upload = useUploadLabels().image;
  const form = useForm<ClaimValues>({
    initial,
    check: ({ reason, text }) => clientErrors({ reason: reason ?? undefined, text }, OpenClaimBody),
    send: async ({ reason, text, photos }) => {
      // `check` has made sure of the reason before anything is sent.
      if (reason === null) return;
      const files = photos.flatMap((photo) => (photo.file ? [photo.file] : []));
      onOpened(await openClaim(saleId, { reason, text, photos: files }));
    },
  });
  const labels = {
    reason: say('claims.reason'),
    text: say('claims.text'),
    photos: say('claims.photos'),
  };
  const text = form.field('text');
  return (
    <ClaimFormDialog
      title={say('claims.openTitle')}
      submitLabel={say('claims.open')}
      form={form}
      labels={labels}
      onClose={onClose}
    >
      <RadioGroup
        name="reason"
        label={labels.reason}
        options={CLAIM_REASONS.map((reason) => ({
          value: reason,
          label: say(CLAIM_REASON_MESSAGE[reason]),
        }))}
        value={form.values.reason}
        onChange={(reason) =>
          form.setValue('reason', CLAIM_REASONS.find((known) => known === reason) ?? null)
        }
        isRequired
        isInvalid={form.errors.reason !== undefined}
        errorMessage={form.message('reason')}
      />
      <TextArea
        {...text}
        label={labels.text}
        description={intl.formatMessage(
          { id: 'claims.textHelp' },
          { count: text.value.length, max: CLAIM_TEXT_MAX_LENGTH },
        )}
        rows={5}
        isRequired
      />
      <ImageUpload
        name="photos"
        label={labels.photos}
        description={intl.formatMessage({ id: 'claims.photosHelp' }, { max: CLAIM_MAX_PHOTOS })}
        labels={{ ...upload, list: labels.photos }}
        accept={IMAGE_TYPES}
        maxFiles={CLAIM_MAX_PHOTOS}
        maxSize={MAX_IMAGE_BYTES}
        files={form.values.photos}
        onChange={(files) => form.setValue('photos', files)}
        isInvalid={form.errors.photos !== undefined}
        errorMessage={form.message('photos')}
      />
    </ClaimFormDialog>
  );
}
