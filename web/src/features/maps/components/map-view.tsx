import { useEffect, useRef } from 'react';
import { mapCentre } from '@/content/company';
import { useMapsKey } from '../api/get-maps-key';
import { loadGoogleMaps } from '../lib/load-google-maps';

interface MapViewProps {
  zoom: number;
  height: number | string;
  /** Names the map region for screen readers. */
  label: string;
  className?: string;
}

/**
 * A Google map centred on the company (spec §9). Without a key, or when the key or the script
 * fails, nothing is drawn and nothing is reported (spec §8: the map stays blank).
 */
export function MapView({ zoom, height, label, className }: MapViewProps) {
  const { data: key } = useMapsKey();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!key || !container.current) return;
    let cancelled = false;
    const element = container.current;
    loadGoogleMaps(key)
      .then((maps) => {
        if (cancelled) return;
        const map = new maps.Map(element, { center: mapCentre, zoom, disableDefaultUI: true, zoomControl: true, gestureHandling: 'cooperative' });
        new maps.Marker({ position: mapCentre, map, title: 'RMS Solskjerming' });
      })
      .catch(() => {
        // Spec §8: a maps failure leaves the map blank.
      });
    return () => {
      cancelled = true;
    };
  }, [key, zoom]);

  if (!key) return null;
  return <div ref={container} role="region" aria-label={label} className={className} style={{ height, width: '100%' }} />;
}
