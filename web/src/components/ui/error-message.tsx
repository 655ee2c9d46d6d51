/** An inline failure of one section (e.g. 'Error loading content'), announced to screen readers. */
export function ErrorMessage({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      {children}
    </p>
  );
}
