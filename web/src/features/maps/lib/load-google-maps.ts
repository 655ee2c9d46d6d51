/** The little of the Maps JavaScript API this site uses. */
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
  Marker: new (options: Record<string, unknown>) => unknown;
}

declare global {
  interface Window {
    google?: { maps?: GoogleMapsApi };
    __rmsMapsReady?: () => void;
  }
}

let loading: Promise<GoogleMapsApi> | null = null;

/** Loads the Maps script once per page, after the key came from GET /api/maps/key. */
export function loadGoogleMaps(key: string): Promise<GoogleMapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    window.__rmsMapsReady = () => (window.google?.maps ? resolve(window.google.maps) : reject(new Error('Maps did not load')));
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&callback=__rmsMapsReady&loading=async&language=no&region=NO`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('Maps script failed'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
