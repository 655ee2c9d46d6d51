import clsx from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  as?: 'h1' | 'h2';
  align?: 'left' | 'center';
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, subtitle, as: Tag = 'h2', align = 'left', className }: SectionHeadingProps) {
  return (
    <div className={clsx(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Tag id={id} className={clsx('font-semibold tracking-tight text-navy-950', Tag === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl', eyebrow && 'mt-2')}>
        {title}
      </Tag>
      {subtitle && <p className="mt-3 text-base text-slate-700 sm:text-lg">{subtitle}</p>}
    </div>
  );
}
