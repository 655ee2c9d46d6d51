import { company } from '@/content/company';

/** The wordmark: an awning over the company name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 32" width={40} height={32} aria-hidden="true" focusable="false">
        <path d="M4 10 L36 10 L32 20 L8 20 Z" fill="#e5731c" />
        <path d="M11 10 L13 20 M17.5 10 L18.5 20 M24 10 L23.5 20 M30 10 L28 20" stroke={inverted ? '#0b1f33' : '#fff'} strokeWidth="2" />
        <path d="M3 8 H37" stroke={inverted ? '#fff' : '#0b1f33'} strokeWidth="2.5" strokeLinecap="round" />
        <path d="M8 20 Q10 24 12 20 Q14 24 16 20 Q18 24 20 20 Q22 24 24 20 Q26 24 28 20 Q30 24 32 20" fill="none" stroke="#e5731c" strokeWidth="1.6" />
      </svg>
      <span className={inverted ? 'text-white' : 'text-navy-950'}>
        <span className="block text-lg leading-none font-bold tracking-tight">RMS</span>{' '}
        <span className={inverted ? 'block text-xs tracking-[0.2em] text-slate-300 uppercase' : 'block text-xs tracking-[0.2em] text-slate-600 uppercase'}>
          {company.name.replace(/^RMS\s*/, '')}
        </span>
      </span>
    </span>
  );
}
