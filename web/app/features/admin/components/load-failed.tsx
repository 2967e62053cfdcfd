import { Button } from '~/components/ui/button';

/** Where an admin page's data would be when it could not be loaded: why, and "Try again". */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl bg-danger-100 p-5 text-danger-600">
      <p className="font-semibold">{message}</p>
      <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
