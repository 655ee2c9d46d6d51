import { useEffect, useRef } from 'react';
import { useMapsKey } from '../api/get-maps-key';

export interface MapCentre {
  lat: number;
  lng: number;
}

interface MapViewProps {
  /** The company's position (site settings); no map until it is known. */
  centre: MapCentre | undefined;
  zoom: number;
  height: number | string;
  /** Names the map region for screen readers. */
  label: string;
  className?: string;
}

/**
 * A Google map centred on the company. Without a key, or when the key or the script
 * fails, nothing is drawn and nothing is reported (the map stays blank).
 */
export function MapView({ centre, zoom, height, label, className }: MapViewProps) {
  const { data: key } = useMapsKey();
  const container = useRef<HTMLDivElement>(null);
  const lat = centre?.lat;
  const lng = centre?.lng;

  useEffect(() => {
    if (!key || !container.current || lat === undefined || lng === undefined) return;
    const mapCentre = { lat, lng };
    let cancelled = false;
    const element = container.current;
    // The loader is fetched with the map, only where there is a key to draw one (not in every page's first load).
    import('../lib/load-google-maps')
      .then(({ loadGoogleMaps }) => loadGoogleMaps(key))
      .then((maps) => {
        if (cancelled) return;
        const map = new maps.Map(element, { center: mapCentre, zoom, disableDefaultUI: true, zoomControl: true, gestureHandling: 'cooperative' });
        new maps.Marker({ position: mapCentre, map, title: 'RMS Solskjerming' });
      })
      .catch(() => {
        // A maps failure leaves the map blank.
      });
    return () => {
      cancelled = true;
    };
  }, [key, zoom, lat, lng]);

  if (!key || !centre) return null;
  return <div ref={container} role="region" aria-label={label} className={className} style={{ height, width: '100%' }} />;
}
