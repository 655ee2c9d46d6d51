import { useSyncExternalStore } from 'react';
import { version as frontendVersion } from '../../../../package.json';
import { useEnvironment } from '../api/get-environment';
import { breakpointFor } from '../lib/breakpoints';

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;

/** The admin's debug header: breakpoint, width, backend and frontend versions. */
export default function DebugHeader() {
  const width = useSyncExternalStore(subscribeResize, readWidth, () => 0);
  const { data: backend } = useEnvironment();
  return (
    <div role="status" aria-label="Debug header" className="bg-navy-950 font-mono text-xs text-white">
      <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-1 py-1.5">
        <span>
          Breakpoint: <strong data-testid="debug-breakpoint">{breakpointFor(width)}</strong>
        </span>
        <span>
          Width: <strong>{width}px</strong>
        </span>
        <span>
          Backend: <strong>{backend ? `${backend.environment} ${backend.version ?? 'unknown'}` : '…'}</strong>
        </span>
        <span>
          Frontend: <strong>production {frontendVersion}</strong>
        </span>
      </div>
    </div>
  );
}
