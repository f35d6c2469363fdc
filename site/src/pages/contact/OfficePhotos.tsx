// Kept as files (never inlined as data URIs) so the pictures load lazily instead of weighing on the HTML.
import meetingRoomUrl from '../../assets/offices/meeting-room.svg?no-inline';
import openSpaceUrl from '../../assets/offices/open-space.svg?no-inline';
import receptionUrl from '../../assets/offices/reception.svg?no-inline';
import { CardGrid, CardGridItem } from '@company/ui';
import { officePhotos, type OfficePhoto } from '../../data/contact';
import * as styles from './OfficePhotos.css';

const sources: Record<OfficePhoto['id'], string> = {
  reception: receptionUrl,
  'open-space': openSpaceUrl,
  'meeting-room': meetingRoomUrl,
};

/** Intrinsic size of the illustrations, so their box is reserved before they load. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/** The three office pictures, shipped with the site and loaded only when scrolled near. */
export function OfficePhotos() {
  return (
    <CardGrid as="ul" columns={3}>
      {officePhotos.map((photo) => (
        <CardGridItem key={photo.id}>
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={sources[photo.id]}
              alt={photo.alt}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
              decoding="async"
            />
            <figcaption className={styles.caption}>{photo.caption}</figcaption>
          </figure>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
