import clsx from 'clsx';

interface SpinnerProps {
  /** Read by screen readers. */
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'h-5 w-5 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' } as const;

export function Spinner({ label = 'Laster…', className, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={clsx('inline-flex items-center justify-center', className)}>
      <span aria-hidden="true" className={clsx('animate-spin rounded-full border-navy-100 border-t-accent-600', SIZES[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in a block of at least the given height, for sections that are loading. */
export function LoadingBlock({ label, minHeight = 240 }: { label?: string; minHeight?: number }) {
  return (
    <div className="flex w-full items-center justify-center" style={{ minHeight }}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
