import { MagnifyingGlassPlusIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlassPlus';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { useState } from 'react';
import { Dialog, ListBox, ListBoxItem, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './ProductGallery.css.js';

export interface GalleryPhoto {
  id: string;
  src: string;
  /** What the photo shows, e.g. "Desk lamp, switched on". It names its thumbnail too. */
  alt: string;
}

export interface ProductGalleryLabels {
  /** Names the row of thumbnails, e.g. "Photos". */
  thumbnails: string;
  /** The button that opens the large photo, e.g. "Enlarge photo". */
  zoom: string;
  /** The button that closes it, e.g. "Close". */
  close: string;
}

export interface ProductGalleryProps {
  /** The product's photos, the main one first. With none, a neutral square stands in. */
  photos: readonly GalleryPhoto[];
  /** The thumbnails' row name and the enlarge and close buttons' names, from the app's catalogue. */
  labels: ProductGalleryLabels;
}

/**
 * A product's photos: the chosen one large, thumbnails to choose from (a listbox: arrow keys move
 * between them, mirrored right to left, and the choice follows focus), and a zoom button that
 * opens the photo in a modal dialog, closed with Escape, the close button or a press outside.
 */
export function ProductGallery({ photos, labels }: ProductGalleryProps) {
  const [selectedId, setSelectedId] = useState(photos[0]?.id);
  // A photo removed since it was chosen falls back to the first.
  const [isZoomed, setZoomed] = useState(false);
  const selected = photos.find((photo) => photo.id === selectedId) ?? photos[0];

  return (
    <div className={styles.root}>
      <div className={styles.stage}>
        {selected && (
          <>
            {/* The page's largest picture: fetched before anything else competes for the line. */}
            <img
              className={styles.photo}
              src={selected.src}
              alt={selected.alt}
              fetchPriority="high"
            />
            <span className={styles.zoom}>
              <IconButton label={labels.zoom} variant="secondary" onPress={() => setZoomed(true)}>
                <MagnifyingGlassPlusIcon />
              </IconButton>
            </span>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <ListBox
          aria-label={labels.thumbnails}
          orientation="horizontal"
          selectionBehavior="replace"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selected ? [selected.id] : []}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : keys;
            if (key !== undefined) setSelectedId(String(key));
          }}
          className={styles.thumbnails}
        >
          {photos.map((photo) => (
            <ListBoxItem
              key={photo.id}
              id={photo.id}
              textValue={photo.alt}
              className={styles.thumbnail}
            >
              <img className={styles.thumbnailImage} src={photo.src} alt={photo.alt} />
            </ListBoxItem>
          ))}
        </ListBox>
      )}
      {selected && (
        <ModalOverlay
          isOpen={isZoomed}
          onOpenChange={setZoomed}
          isDismissable
          className={styles.overlay}
        >
          <Modal className={styles.modal}>
            <Dialog aria-label={selected.alt} className={styles.dialog}>
              {({ close }) => (
                <>
                  <img className={styles.large} src={selected.src} alt={selected.alt} />
                  <span className={styles.close}>
                    <IconButton label={labels.close} variant="secondary" onPress={close}>
                      <XIcon />
                    </IconButton>
                  </span>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </div>
  );
}
