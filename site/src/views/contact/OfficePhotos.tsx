// Kept as files (never inlined as data URIs) so the pictures load lazily instead of weighing on the HTML.
import meetingRoomUrl from '../../assets/offices/meeting-room.svg?no-inline';
import openSpaceUrl from '../../assets/offices/open-space.svg?no-inline';
import receptionUrl from '../../assets/offices/reception.svg?no-inline';
import { CardGrid, CardGridItem, Figure } from '@company/ui';
import { officePhotos, type OfficePhoto } from '../../data/contact';

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
          <Figure caption={photo.caption}>
            <img
              src={sources[photo.id]}
              alt={photo.alt}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
              decoding="async"
            />
          </Figure>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
