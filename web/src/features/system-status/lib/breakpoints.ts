/** The debug header's breakpoints (Tailwind's), smallest first. */
export const BREAKPOINTS = [
  { name: 'sm', min: 640 },
  { name: 'md', min: 768 },
  { name: 'lg', min: 1024 },
  { name: 'xl', min: 1280 },
  { name: '2xl', min: 1536 },
] as const;

export type BreakpointName = 'xs' | (typeof BREAKPOINTS)[number]['name'];

export function breakpointFor(width: number): BreakpointName {
  let name: BreakpointName = 'xs';
  for (const bp of BREAKPOINTS) if (width >= bp.min) name = bp.name;
  return name;
}
