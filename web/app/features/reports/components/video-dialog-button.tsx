import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { Picture, type PictureFile } from '~/components/ui/picture';
import { VideoFacade } from '~/components/ui/video-facade';

/**
 * A "Watch Video" button that opens the shared Dialog with a click-to-load player inside: nothing
 * from YouTube loads until the visitor presses play in the dialog. Closing the dialog removes
 * the player (and stops the video).
 */
export function VideoDialogButton({
  label,
  dialogTitle,
  videoId,
  videoTitle,
  playLabel,
  poster,
  className = '',
}: {
  label: string;
  dialogTitle: string;
  videoId: string;
  videoTitle: string;
  playLabel: string;
  poster: PictureFile;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-13 items-center justify-center gap-2 rounded-full border-2 border-gold-300/70 px-7 text-lg font-semibold text-cream-50 transition-colors hover:bg-cream-50/10 focus-visible:outline-gold-300 ${className}`}
      >
        <PlayIcon className="size-6 text-gold-300" />
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={dialogTitle} size="lg">
        <div className="p-4 sm:p-6">
          {open ? (
            <VideoFacade
              videoId={videoId}
              title={videoTitle}
              playLabel={playLabel}
              poster={
                <Picture
                  file={poster}
                  alt=""
                  sizes="(min-width: 800px) 720px, 90vw"
                  className="size-full object-cover"
                />
              }
            />
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
