import { Picture, type PictureFile } from '~/components/ui/picture';
import { useWindowLoaded } from '../hooks/use-window-loaded';

/**
 * A band's decorative background picture, covering its box: requested only after the page's
 * load event (useWindowLoaded), an empty frame in the prerendered HTML.
 */
export function BackgroundArt({ art }: { art: { small: PictureFile; wide: PictureFile } }) {
  const loaded = useWindowLoaded();
  return loaded ? (
    <Picture
      file={art.small}
      wide={art.wide}
      sizes="100vw"
      alt=""
      className="size-full object-cover"
    />
  ) : null;
}
