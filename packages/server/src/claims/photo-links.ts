import { claimEndpoints, fillPath } from '@plaza/api';
import { signedLinks } from '../storage/signed-links.js';
import type { FileStorage } from '../storage/storage.js';
import type { ClaimRow } from './claim-rows.js';

/*
 * A claim's photos are private (storage/private-images.ts), handed out by links signed for the
 * claim (storage/signed-links.ts): a link to one of its photos opens only that claim's photos.
 */

/**
 * Signs links to claim `claimId`'s photos at `origin`, as of `now` (milliseconds), each by its
 * position (from 1), for those who read the claim.
 */
export const claimPhotoLinks =
  (key: Buffer, origin: string, claimId: number, now = Date.now()) =>
  (position: number) =>
    signedLinks(
      key,
      origin,
      (id) => `/api/${fillPath(claimEndpoints.claimPhoto.path, { id, photo: position })}`,
      now,
    )(claimId);

/** The photo at `position` (from 1) of the claim, or `undefined` when there is none. */
export function openClaimPhoto(storage: FileStorage, row: ClaimRow | undefined, position: number) {
  const key = row?.claim.photos[position - 1];
  return key ? storage.open(key) : Promise.resolve(undefined);
}
